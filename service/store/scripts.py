"""The Lua scripts that make create and commit single, atomic round trips.

Every key a script touches is passed in KEYS and shares the match's hash tag.
"""

from __future__ import annotations

# KEYS: state, events, tokens
# ARGV: ttl, match json, meta json, then n token hashes and seats as pairs after
#       ARGV[4] = n, then event id/json pairs.
CREATE = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'version', '0', 'status', 'active', 'match', ARGV[2], 'meta', ARGV[3])
local n = tonumber(ARGV[4])
local i = 5
for _ = 1, n do
  redis.call('HSET', KEYS[3], ARGV[i], ARGV[i + 1])
  i = i + 2
end
while i <= #ARGV do
  redis.call('XADD', KEYS[2], ARGV[i], 'e', ARGV[i + 1])
  i = i + 2
end
for k = 1, 3 do redis.call('EXPIRE', KEYS[k], ARGV[1]) end
return 1
"""

# KEYS: state, events, log, tokens, [idempotency]
# ARGV: 1 expected version, 2 new version, 3 ttl, 4 mode ('append' | 'archive'),
#       5 match json (append) or compressed archive (archive), 6 log entry json,
#       7 idempotency record, 8 idempotency ttl, 9.. event id/json pairs.
# Returns {'ok'} | {'conflict', current} | {'missing'} | {'duplicate', record}.
# The checks come before any write, so a refused commit writes nothing. The finishing commit
# archives the log and events into the state hash, and leaves only its own events in the
# stream, for FINAL_EVENTS_MS: their XADD wakes every stream blocked on the match (a stream
# that missed them reads the archive).
FINAL_EVENTS_MS = 30_000
COMMIT = """
local has_idem = #KEYS == 5
if has_idem then
  local prior = redis.call('GET', KEYS[5])
  if prior then return {'duplicate', prior} end
end
local current = redis.call('HGET', KEYS[1], 'version')
if not current then return {'missing'} end
if current ~= ARGV[1] then return {'conflict', current} end
if ARGV[4] == 'archive' then
  redis.call('HSET', KEYS[1], 'version', ARGV[2], 'status', 'finished', 'archive', ARGV[5])
  redis.call('HDEL', KEYS[1], 'match')
  redis.call('DEL', KEYS[2], KEYS[3])
  -- the last events alone, briefly: they wake the streams blocked on this match
  for i = 9, #ARGV, 2 do
    redis.call('XADD', KEYS[2], ARGV[i], 'e', ARGV[i + 1])
  end
else
  redis.call('HSET', KEYS[1], 'version', ARGV[2], 'match', ARGV[5])
  redis.call('RPUSH', KEYS[3], ARGV[6])
  for i = 9, #ARGV, 2 do
    redis.call('XADD', KEYS[2], ARGV[i], 'e', ARGV[i + 1])
  end
end
for k = 1, 4 do redis.call('EXPIRE', KEYS[k], ARGV[3]) end
if ARGV[4] == 'archive' then redis.call('PEXPIRE', KEYS[2], FINAL_EVENTS_MS) end
if has_idem then
  redis.call('SET', KEYS[5], ARGV[7], 'EX', ARGV[8])
end
return {'ok'}
""".replace("FINAL_EVENTS_MS", str(FINAL_EVENTS_MS))
