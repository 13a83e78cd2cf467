"""Matchmaking (issue 40): tickets, the matcher that seats them, the job that runs it."""
