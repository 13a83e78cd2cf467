# syntax=docker/dockerfile:1
# Build stage: a wheel of Croupier and its dependencies, nothing else.
FROM python:3.11-slim AS build
WORKDIR /src
COPY pyproject.toml README.md constraints.txt ./
COPY service ./service
COPY workers ./workers
# every dependency at its pinned version (constraints.txt; the README says how to refresh it)
RUN pip wheel --no-cache-dir --wheel-dir /wheels --constraint constraints.txt .

# Runtime stage: no compilers, no sources, a non-root user, gunicorn in front.
FROM python:3.11-slim
RUN useradd --create-home --uid 10001 croupier
COPY --from=build /wheels /wheels
RUN pip install --no-cache-dir --no-index /wheels/* && rm -rf /wheels
USER croupier
WORKDIR /home/croupier
ENV REDIS_URL=redis://redis:6379/0 \
    CROUPIER_HOST=0.0.0.0 \
    CROUPIER_PORT=8000
EXPOSE 8000
HEALTHCHECK --interval=10s --timeout=3s CMD python -c "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:%s/readyz' % os.environ.get('CROUPIER_PORT', '8000'))" || exit 1
CMD ["croupier", "serve"]
