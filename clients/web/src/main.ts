// The web table at /play: one static page, routed by its fragment (see links.ts).
import { refusalOf } from "./api";
import { installCardFirst } from "./cardfirst";
import { installPreviews } from "./preview";
import { fill, h } from "./dom";
import { drawLobby } from "./lobby";
import { drawMatch } from "./match";
import { clearError, showError } from "./page";
import { drawReplay } from "./replay";
import { parseRoute } from "./links";

let leaving = new AbortController();

async function route(): Promise<void> {
  leaving.abort();
  leaving = new AbortController();
  clearError();
  const root = document.getElementById("app") as HTMLElement;
  const where = parseRoute(location.hash);
  fill(root, h("p", { class: "loading" }, "Loading..."));
  try {
    if (where.page === "match") await drawMatch(root, where.matchId, where.token, leaving.signal);
    else if (where.page === "replay") {
      await drawReplay(root, where.matchId, where.seat, where.step);
    } else await drawLobby(root);
  } catch (error) {
    const refusal = await refusalOf(error);
    showError(refusal);
    fill(root, h("p", { class: "failed" }, "This page could not be shown: ", refusal.message,
                 " ", h("a", { href: "#/" }, "Back to the lobby")));
  }
}

window.addEventListener("hashchange", () => void route());
installCardFirst();
installPreviews();
void route();
