// The croupier-client package: everything the generated SDK exports (../sdk, written by
// clients/generate, never edited by hand), plus the hand-written helpers of ./conditional
// (conditional GETs) and ./stream (following a match as it happens, Server-Sent Events).
export * from "../sdk/src";
export { getMatchIfChanged, notModifiedCache, NOT_MODIFIED_HEADER } from "./conditional";
export { followMatch, streamTicket, StreamDroppedError, StreamRefusedError } from "./stream";
export type {
  FollowOptions, GameEvents, GameStreamMessage, StreamEventJson, StreamGame, StreamMessage,
} from "./stream";
