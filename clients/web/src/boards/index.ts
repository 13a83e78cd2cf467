// The boards of the games the page knows; a game without one gets the generic drawing.
import { badassBoard } from "./badass";
import { bMovieBoard } from "./bmovie";
import type { BoardOf } from "./common";
import { guideBoard } from "./guide";
import { trevorBoard } from "./trevor";
import { villainousBoard } from "./villainous";

export type { Board } from "./common";

export const BOARDS: Record<string, BoardOf> = {
  "bad-trevor": trevorBoard,
  "badass-force": badassBoard,
  "practical-guide-to-evil": guideBoard,
  "revenge-of-the-b-movie": bMovieBoard,
  "villainous-bigger-and-badder": villainousBoard,
};
