# Fireside — English. The reference language: every other file has exactly these keys.
# Key scheme: see ../README.md.

app-name = Fireside
language-name = English

## Games

game-fox-geese = Fox and Geese
    .desc = One fox against a flock of geese on a cross-shaped board.
game-hare-hounds = Hare and Hounds
    .desc = Three hounds try to corner a hare: the French military game.
game-sungka = Sungka
    .desc = The Filipino shell-sowing game of two rows of houses.
game-dama-italiana = Dama Italiana
    .desc = Italian draughts: men cannot capture kings.

## Presets

preset-fox-geese-classic = Classic
    .desc = 13 geese, diagonals at every other point; the fox needs 7 captures.
preset-fox-geese-13-diagonals = 13 geese, diagonals
    .desc = 13 geese on the board with diagonals; the fox needs only 5 captures.
preset-fox-geese-13-orthogonal = 13 geese, no diagonals
    .desc = 13 geese, straight lines only; the fox needs 5 captures.
preset-fox-geese-17-diagonals = 17 geese, diagonals
    .desc = A bigger flock on the board with diagonals; the fox needs 7 captures.
preset-fox-geese-17-orthogonal = 17 geese, no diagonals
    .desc = A bigger flock, straight lines only; the fox needs 7 captures.
preset-fox-geese-table = All diagonals, no sideways
    .desc = Diagonals everywhere, geese never step sideways; the fox wins when fewer than 4 geese remain.
preset-hare-hounds-classic = Classic
    .desc = Three hounds, one hare, eleven points; the hounds move first.
preset-hare-hounds-hare-first = Hare first
    .desc = As the classic game, but the hare makes the first move.
preset-sungka-classic = Classic
    .desc = Seven houses a side, seven shells in each house.
preset-dama-italiana-classic = Classic
    .desc = The rules of the Italian federation.

## Options

option-fox-geese-geese = Geese
    .desc = How many geese start on the board.
option-fox-geese-diagonals = Diagonal lines
    .desc = Which points are joined by diagonal lines.
option-fox-geese-sideways = Sideways steps
    .desc = Whether geese may step sideways along their row.
option-fox-geese-forced-capture = Forced capture
    .desc = The fox must capture when it can.
option-fox-geese-captures-to-win = Captures to win
    .desc = How many geese the fox must capture to win.
option-fox-geese-fox-wins-below = Fox wins below
    .desc = The fox wins when fewer geese than this remain.
option-fox-geese-no-progress = Draw after moves without progress
    .desc = Moves without a capture or a goose moving forward that make a draw (0: never).
option-fox-geese-first = First to move
    .desc = Who makes the first move.
option-hare-hounds-stall-limit = Stalling limit
    .desc = The hare wins if the hounds make this many moves in a row without advancing.
option-hare-hounds-first = First to move
    .desc = Who makes the first move.
option-sungka-first = First to move
    .desc = Who makes the first move.
option-sungka-shells = Shells per house
    .desc = How many shells each house holds at the start.

option-value-on = On
option-value-off = Off
option-value-none = None
option-value-alternate = Every other point
option-value-all = Every point
option-value-fox = Fox
option-value-geese = Geese
option-value-hounds = Hounds
option-value-hare = Hare
option-value-player-1 = Player 1
option-value-player-2 = Player 2

## Roles and pieces

role-fox = Fox
role-geese = Geese
role-hounds = Hounds
role-hare = Hare
role-player-one = Player 1
role-player-two = Player 2
role-white = White
role-black = Black

piece-fox = fox
piece-goose = goose
piece-hound = hound
piece-hare = hare
piece-white-man = white man
piece-white-king = white king
piece-black-man = black man
piece-black-king = black king
piece-shells = { $count ->
    [0] no shells
    [one] { $count } shell
   *[other] { $count } shells
}

## Levels and modes

level-easy = Easy
    .desc = Makes mistakes. Good for learning the rules.
level-normal = Normal
    .desc = A fair fight for a casual player.
level-expert = Expert
    .desc = Thinks hard and rarely forgives a mistake.
level-strength-easy = For a first game: about { $gap } Elo below Normal, which would score { $percent } % against it.
level-strength-normal = About { $above } Elo above Easy and { $below } Elo below Expert.
level-strength-expert = At least { $gap } Elo above Normal: it would score { $percent } % against Normal.

mode-vs-computer = Vs. computer
    .desc = Play one side, the computer plays the other.
mode-pass-and-play = Pass and play
    .desc = Two players take turns on one device.
mode-table = Table
    .desc = Two players face each other across a device lying on the table.

## Buttons and menus

label-new-game = New game
label-continue = Continue
label-undo = Undo
label-redo = Redo
label-hint = Hint
label-move-list = Move list
label-no-moves-yet = No moves yet
label-rematch = Rematch
label-settings = Settings
label-profiles = Profiles
label-leaderboard = Leaderboard
label-how-to-play = How to play
label-sound-on = Sound on
label-sound-off = Sound off
label-animation-speed = Animation speed
label-language = Language
label-quit = Quit
label-back = Back
label-start = Start
label-resume = Resume
label-pause = Pause
label-ok = OK
label-cancel = Cancel
label-yes = Yes
label-no = No
label-close = Close
# The button that shows the result sheet again after it was closed.
label-show-result = Show result
label-save = Save
label-delete = Delete
label-rename = Rename
label-menu = Menu
label-resign = Resign
label-choose-game = Choose a game
label-rules = Rules
label-preset = Rule set
label-options = Options
label-level = Level
label-mode = Mode
label-play-as = Play as
label-reset-options = Restore defaults
label-main-menu = Main menu

## Settings

settings-sound = Sound
settings-language-device = Device language
settings-show-coordinates = Show coordinates
settings-show-legal-moves = Show legal moves
settings-show-last-move = Highlight the last move
settings-confirm-moves = Confirm each move
settings-vibration = Vibration
settings-reset-statistics = Reset statistics
settings-reset-statistics-confirm = Erase all results and ratings of this profile?

animation-off = Off
animation-slow = Slow
animation-normal = Normal
animation-fast = Fast

## Profiles, ratings, leaderboard

profile-new = New profile
profile-name = Name
profile-default-name = Player
profile-switch = Switch profile
profile-no-games = No games played yet.
profile-rating = Rating
profile-rating-value = Rating { $rating }
profile-delete-confirm = Delete the profile { $name } and all its results?
rating-gained = { $points ->
    [one] +{ $points } rating point
   *[other] +{ $points } rating points
}
rating-lost = { $points ->
    [one] −{ $points } rating point
   *[other] −{ $points } rating points
}
rating-unchanged = Rating unchanged
leaderboard-empty = Nobody is on the leaderboard yet. Finish a game against the computer!
leaderboard-player = Player
leaderboard-rating = Rating
leaderboard-games = Games
leaderboard-rank = No. { $rank }
stats-title = Statistics
stats-wins-at-level = { $count ->
    [one] { $count } win
   *[other] { $count } wins
} at { $level ->
    [easy] easy level
    [normal] normal level
   *[expert] expert level
}
stats-record = { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} · { $draws ->
    [one] { $draws } draw
   *[other] { $draws } draws
} · { $losses ->
    [one] { $losses } loss
   *[other] { $losses } losses
}
stats-games-played = Games played: { $count }

## Status and results

status-to-move = { $side } to move
status-your-turn = Your move
status-computer-thinking = The computer is thinking…
status-continue-chain = { $side }: jump again, or tap the piece to stop there.
status-finish-chain = { $side }: jump again — the capture must be completed.
status-computer-played = The computer played { $move }
move-number = Move { $number }
hint-move = Try { $move }
hint-none = No hint: there is no move to make.
hint-lost = { $role ->
    [fox] The fox wins
    [geese] The geese win
    [hounds] The hounds win
    [hare] The hare wins
    [player-one] Player 1 wins
    [player-two] Player 2 wins
    [white] White wins
   *[black] Black wins
} with best play; { $move } resists longest.
result-win = { $role ->
    [fox] The fox wins!
    [geese] The geese win!
    [hounds] The hounds win!
    [hare] The hare wins!
    [player-one] Player 1 wins!
    [player-two] Player 2 wins!
    [white] White wins!
   *[black] Black wins!
}
result-draw = Draw.
result-you-win = You win!
result-you-lose = You lose.

end-reason-fox-trapped = The fox is trapped and cannot move.
end-reason-geese-captured = The fox has captured enough geese.
end-reason-geese-blocked = The geese cannot move.
end-reason-no-progress = No capture and no goose stepping forward for too long.
end-reason-repetition = The same position came up for the third time.
end-reason-hare-trapped = The hare is cornered and cannot move.
end-reason-hare-escaped = The hare has slipped past all the hounds.
end-reason-hounds-stalled = The hounds went too long without advancing.
end-reason-hounds-blocked = The hounds cannot move.
end-reason-houses-empty = { $winner ->
    [player-one] A row of houses is empty; counting the shells, Player 1 has more.
    [player-two] A row of houses is empty; counting the shells, Player 2 has more.
   *[none] A row of houses is empty, and both players have the same number of shells.
}
end-reason-repetition-counted = { $winner ->
    [player-one] The same position came up for the third time; counting the shells, Player 1 has more.
    [player-two] The same position came up for the third time; counting the shells, Player 2 has more.
   *[none] The same position came up for the third time, and the shells are even.
}
end-reason-no-pieces = { $winner ->
    [white] Black has no pieces left.
   *[black] White has no pieces left.
}
end-reason-no-moves = { $winner ->
    [white] Black has no move left.
   *[black] White has no move left.
}
end-reason-move-limit = Forty moves each without a capture or a promotion.

## Counters

counter-geese-left = { $count ->
    [one] { $count } goose left
   *[other] { $count } geese left
}
counter-captured = Captured: { $count }
counter-captures-to-win = Captures to win: { $count }
counter-no-progress = Moves by both sides without progress: { $count }
counter-no-progress-limit = Draw after { $count } moves without progress
counter-stall = Moves without advancing: { $count }
counter-stall-limit = Hare wins after { $count } moves without advancing
counter-store-1 = Player 1's store: { $count }
counter-store-2 = Player 2's store: { $count }
counter-houses-1 = In Player 1's houses: { $count }
counter-houses-2 = In Player 2's houses: { $count }
counter-white-men = White men: { $count }
counter-white-kings = White kings: { $count }
counter-black-men = Black men: { $count }
counter-black-kings = Black kings: { $count }
counter-quiet-plies = Moves by both sides without a capture or promotion: { $count }
# A counter in a player's band: short, the band says whose it is.
band-counter-captured = { $count ->
    [one] { $count } goose taken
   *[other] { $count } geese taken
}
band-counter-no-progress = { $count ->
    [one] { $count } move without progress
   *[other] { $count } moves without progress
}
band-counter-stall = { $count ->
    [one] { $count } move without advancing
   *[other] { $count } moves without advancing
}
band-counter-store-1 = { $count ->
    [one] { $count } shell in the store
   *[other] { $count } shells in the store
}
band-counter-store-2 = { $count ->
    [one] { $count } shell in the store
   *[other] { $count } shells in the store
}
band-counter-white-men = { $count ->
    [one] { $count } man
   *[other] { $count } men
}
band-counter-white-kings = { $count ->
    [one] { $count } king
   *[other] { $count } kings
}
band-counter-black-men = { $count ->
    [one] { $count } man
   *[other] { $count } men
}
band-counter-black-kings = { $count ->
    [one] { $count } king
   *[other] { $count } kings
}
band-counter-quiet-plies = { $count ->
    [one] { $count } move without a capture or promotion
   *[other] { $count } moves without a capture or promotion
}
sungka-score = Player 1: { $one ->
    [one] { $one } shell
   *[other] { $one } shells
} · Player 2: { $two ->
    [one] { $two } shell
   *[other] { $two } shells
}
sungka-another-turn = The last shell landed in your store: play again.
dama-must-capture = You must capture.
dama-must-continue = Keep capturing with the same piece.

## Errors

error-illegal-move = { $move } is not a legal move here.
error-bad-notation = “{ $move }” is not a move I can read.
error-nothing-to-undo = There is nothing to undo.
error-nothing-to-redo = There is nothing to redo.
error-game-over = The game is over.
error-not-your-turn = Wait: it is not your turn.
error-no-such-point = There is no point there.
error-nothing-to-move-here = Nothing of yours can move from there.
error-must-capture = A capture is compulsory: another piece must take.
error-not-a-target = The selected piece cannot go there.
error-finish-capture = Finish the capture first.
error-nothing-selected = Select a piece first.
error-save-recovered = Your saved game was damaged. The last good position has been restored.
error-save-lost = Your saved game was damaged and could not be restored.
error-damaged-position = This position is damaged and cannot be played.
error-unknown-game = There is no game called “{ $name }”.
error-unknown-preset = There is no rule set called “{ $name }”.
error-unknown-option = There is no option called “{ $option }”.
error-bad-option-value = The option “{ $option }” cannot be set to “{ $value }”.

## Accessibility (screen readers)

a11y-point = { $point }, { $piece }
a11y-point-empty = { $point }, empty
a11y-house = house { $number }, { $count ->
    [0] empty
    [one] { $count } shell
   *[other] { $count } shells
}
a11y-house-opponent = opponent's house { $number }, { $count ->
    [0] empty
    [one] { $count } shell
   *[other] { $count } shells
}
a11y-store-own = your store, { $count ->
    [one] { $count } shell
   *[other] { $count } shells
}
a11y-store-opponent = opponent's store, { $count ->
    [one] { $count } shell
   *[other] { $count } shells
}
a11y-store-of = { $side }'s store, { $count ->
    [one] { $count } shell
   *[other] { $count } shells
}
a11y-move = { $side }: { $move }

## Terminal (fireside play)

cli-prompt = { $side } to move
cli-help = Type a move in the game's notation, or a command.
cli-commands = Commands: moves (legal moves), board, names (point names), undo, redo, hint, rules (how to play), ratings (leaderboard), help, quit.
cli-type-move = Type a move, or “help”.
cli-moves-title = Legal moves:
cli-names-title = Point names:
cli-played = played { $move }
cli-illegal-move = illegal move { $move }
cli-undone = Move taken back.
cli-game-over = Game over: { $result }
cli-unknown-command = Unknown command “{ $command }”. Type “help” for the commands.
cli-resumed = Your saved game continues. Add --new to start a new one.
cli-redone = Move played again.
cli-saved-at = Games are saved in { $path }
cli-bye = Goodbye!
cli-how-to-move-fox-geese = To move, type the point a piece stands on and the point it goes to, joined by a dash: d4-d5. The fox jumps with an x: d4xd6, and a chain names every landing: d4xd6xf6. The letters and numbers on the board's edges name the points.
cli-how-to-move-hare-hounds = To move, type the point a piece stands on and the point it goes to, joined by a dash: b1-b2. The letters and numbers on the board's edges name the points.
cli-how-to-move-sungka = To move, type the number of the house to sow from, 1 to 7 from your left; the board shows the numbers in brackets.
cli-how-to-move-dama-italiana = To move, type the square a piece stands on and the square it goes to: 22-18. A capture is written with an x, and a chain names every landing: 22x13x6. Empty squares show their numbers, and each row's numbers are written beside it.
cli-no-such-point = { $kind ->
    [square] There is no square { $point } on this board.
    [house] There is no house { $point }: the houses are numbered 1 to 7.
   *[point] There is no point { $point } on this board.
}
cli-missing-destination = { $point } is where the move starts; add where it goes, as in { $example }.
cli-next = What next? Type 1 for a rematch, 2 for a new game, 3 to quit, or 4 to review the game move by move.
cli-which-game = Which game? Type its number.
cli-flags-differ = Your saved game is not the one you asked for: { $differences }.
cli-flag-differs = { $flag } { $asked } (saved game: { $saved })
cli-continue-or-new = Type 1 to continue the saved game, or 2 to start a new one as you asked.

## App core (issue 12): notices, rating rules, accessibility states, Dama presentation

error-unknown-profile = There is no such profile.
error-last-profile = The last profile cannot be deleted.
settings-dama-black-first = Dama: Black at the bottom moves first
    .desc = The same rules shown the way many sites present them: you see your side as Black at the bottom, and it moves first. Off: the official presentation, White moves first.
leaderboard-all-games = All games
rating-rules = Rating points are earned by winning against the computer from the usual start of a rule set, with its rules unchanged (who starts may be chosen). Games from a set-up position or an imported record, and games between two people, count in the statistics but earn no points.
new-game-rated = This game can earn rating points.
new-game-unrated = This game earns no rating points: only games against the computer with the rule set unchanged do.
rating-unrated-people = Games between two people earn no rating points.
rating-unrated-setup = No rating points: this game did not start from the usual start of a rule set with its rules unchanged.
assist-warning = This game is rated. If you take back a move or ask for a hint, a win will count as assisted and earn no rating points. Ask again to go ahead.
rating-unrated-assisted = An assisted win (a move taken back or a hint): no rating points.
result-new-best = New best in { $game }: { $standing }.
result-new-best-rank = New best in { $game }: { $standing }, No. { $rank } of { $count } on the leaderboard.
leaderboard-game = Game
leaderboard-solo-title = { $name }: points per game
label-stop-here = Stop here
a11y-with-state = { $point }, { $state }
a11y-state-selected = selected
a11y-state-movable = can move
a11y-state-target = can move here
a11y-state-capturable = can be captured
a11y-state-last-move = last move
a11y-state-hint = hint
notice-save-failed = The last change could not be saved: the storage refused to write. The game goes on without saving; check the storage, then start again to save.
notice-save-failed-denied = The last change could not be saved: Fireside may not write to its storage (read-only, or no permission). The game goes on without saving; give Fireside write access to its folder to save again.
notice-save-failed-full = The last change could not be saved: the storage is full. The game goes on without saving; free some space to save again.
store-part-settings = settings
store-part-profiles = profiles and ratings
store-part-matches = saved games
store-part-history = finished games
store-newer-restored = Your { $part } were written by a newer version of Fireside. That file has been kept aside, unchanged, and the last copy this version can read is used; update Fireside to use the newer one.
store-newer-lost = Your { $part } were written by a newer version of Fireside. That file has been kept aside, unchanged, and this version starts afresh; update Fireside to use it.
store-missing-restored = The file of your { $part } was missing. The last copy kept has been restored.
store-log-set-aside = The file of your latest moves, { $file }, could not be used and has been kept aside as { $moved }. Your saved games are as they were last saved in full.
store-log-stuck = The file of your latest moves, { $file }, could not be used nor moved aside, so nothing is written to it: your moves are not saved. Move it away, or give Fireside permission to write its folder, then start again.
store-denied = Fireside may not read the file of your { $part } ({ $file }). It is left as it is and nothing is written over it; give Fireside permission to read and write it, then start again.
store-open-denied = Fireside may not use its storage folder { $path }: { $why }. Give your user read and write permission on it, choose another folder with --store, or play with --no-save.
store-open-lock = Fireside may not use the lock file { $path } of its storage: { $why }. Give your user read and write permission on it, or remove it if no other Fireside is running; or play with --no-save.
error-name-too-long = A name may have at most { $limit } characters.
error-no-saved-game = There is no saved game of this game to continue.
error-bad-record = This text is not a game record Fireside can read.
cli-unknown-language = Unknown language `{ $lang }`. Available: { $available }.
cli-unknown-game = unknown game { $game }: { $games }
cli-no-table-mode = --mode table is the phones' and tablets' mode for two players facing each other across the screen, with the far player's texts turned; a terminal cannot turn its text. Use --mode pass-and-play to take turns at one keyboard.

## Store: recoveries and saves set aside (store helper)

store-recovered-settings = Your settings were damaged. The last good copy has been restored.
store-lost-settings = Your settings were damaged and could not be restored; the defaults are used.
store-recovered-profiles = Your profiles and ratings were damaged. The last good copy has been restored.
store-lost-profiles = Your profiles and ratings were damaged and could not be restored.
store-recovered-matches = Your saved games were damaged. The last good copy has been restored.
store-lost-matches = Your saved games were damaged and could not be restored.
store-recovered-history = Your finished games were damaged. The last good copy has been restored.
store-lost-history = Your finished games were damaged and could not be restored.
store-set-aside-partial = Your saved game of { $game } no longer plays back in this version after { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } of { $total }. It has been kept aside, unchanged; you can continue from there or start a new game.
store-set-aside-unplayable = Your saved game of { $game } cannot be opened by this version. It has been kept aside, unchanged.

# The band of a computer player: who holds the side.
band-computer = Computer ({ $name })

## Refused moves: the rule, and the moves it requires

refusal-game-over = The game is over: no more moves can be played.
refusal-must-capture = A capture is compulsory. You must capture: { $moves }
refusal-king-must-capture = When a king and a man can take as many pieces, the king must capture. You must capture: { $moves }
refusal-most-pieces = You must take the most pieces you can. You must capture: { $moves }
refusal-most-kings = Among captures of as many pieces, take the most kings. You must capture: { $moves }
refusal-king-met-first = Among equal captures by a king, take the one that meets a king first. You must capture: { $moves }
refusal-man-cannot-capture-king = A man cannot capture a king.
refusal-chain-must-continue = The capture goes on: keep capturing with the same piece. Write the whole chain: { $moves }
refusal-fox-must-jump = The fox must jump when it can. You must jump: { $moves }
refusal-hounds-never-back = Hounds never move back: only forward or sideways.
refusal-empty-house = That house is empty: sow from a house with shells.
refusal-not-your-house = That house is not yours: sow from your own row.
refusal-other-sides-turn = { $role ->
    [fox] It is the fox's turn.
    [geese] It is the geese's turn.
    [hounds] It is the hounds' turn.
    [hare] It is the hare's turn.
    [player-one] It is Player 1's turn.
    [player-two] It is Player 2's turn.
    [white] It is White's turn.
   *[black] It is Black's turn.
}
refusal-geese-never-back = Geese never move back: only forward or sideways.
refusal-geese-only-forward = In these rules geese move only forward, never sideways or back.
refusal-fox-steps-one = The fox moves one point along a line; it goes two points only by jumping over a goose.
refusal-man-never-back = A man moves only forward, one square diagonally; only a king moves back.

## What a sowing did

sungka-story-relay = The last shell fell in a house with shells: { $count } more to sow.
sungka-story-relays = The last shell fell in a house with shells: { $count } more to sow ({ $times } relays in all).
sungka-story-free-turn = The last shell landed in the store: { $side } plays another turn.
sungka-story-capture = { $side } captured { $count ->
    [one] { $count } shell
   *[other] { $count } shells
} from house { $house }.

## Puzzles

puzzle-heading = Puzzle { $number } · difficulty { $rating }
# Whose move it is, then what to find ($task: one of the themes below).
puzzle-prompt = { $side } to move. { $task }
puzzle-theme-only-win = Find the only move that keeps the win.
puzzle-theme-most-shells = Find the sowing that captures the most shells.
puzzle-theme-fox-jump = Find the jump that wins the game.
puzzle-theme-fox-most-geese = Find the jump that wins the most geese.
puzzle-theme-geese-hold = Find the only move that does not lose.
puzzle-theme-geese-trap = Find the move that closes the trap.
puzzle-theme-tactic = Find the move that wins by force.
puzzle-commands = Type a move, or hint, retry, solution, next, quit.
puzzle-correct = Right! The reply: { $move }
puzzle-wrong = Not that one. Try again, or type hint.
puzzle-solved = Solved! Puzzle rating { $rating }, streak { $streak }.
puzzle-hint-piece = Hint: move the piece on { $point }.
puzzle-solution = Solution: { $moves }
puzzle-daily-solved = You solved today's puzzle. Play it again for practice, or take the next one.

## Lessons: "Learn to play"

lesson-heading = Learn to play · step { $number } of { $total }
lesson-right = Right!
lesson-done = Lesson complete.
lesson-play-easy = Now play a short game against the computer at Easy.
lesson-fox-geese-fox-steps = The fox moves one point along any line. Move the fox from d4 up to d5.
lesson-fox-geese-fox-steps-wrong = Move the fox one point up the line, from d4 to d5.
lesson-fox-geese-fox-jumps = The fox captures by jumping over a goose to the empty point behind it. Capture the goose on d5.
lesson-fox-geese-fox-jumps-wrong = Jump from d4 over the goose on d5 to d6.
lesson-fox-geese-geese-step = Geese move one point forward or sideways, never back. Move the goose on d3 forward.
lesson-fox-geese-geese-step-wrong = Move the goose from d3 forward to d4.
lesson-fox-geese-no-gap = The fox is on d5. Move a goose, but leave none that the fox can jump.
lesson-fox-geese-no-gap-wrong = After d3-d4 the point behind that goose is empty, and the fox jumps d5xd3. Keep the geese backed up.
lesson-hare-hounds-hounds-step = The hounds move one point forward or sideways along a line. Move the hound on b1 forward to b2.
lesson-hare-hounds-hounds-step-wrong = Move the hound from b1 to b2.
lesson-hare-hounds-never-back = Hounds never move back. Move the hound on b3 forward to b4.
lesson-hare-hounds-never-back-wrong = Step the hound on b3 forward to b4.
lesson-hare-hounds-hare-moves = The hare moves one point in any direction, back too. Move the hare back to b5.
lesson-hare-hounds-hare-moves-wrong = Move the hare from b4 back to b5.
lesson-hare-hounds-trap = The hounds win when the hare cannot move. Close the last point next to the hare.
lesson-hare-hounds-trap-wrong = The hare still has b4: step the hound from b3 to b4.
lesson-hare-hounds-escape = The hare wins by slipping past every hound. Run past them.
lesson-hare-hounds-escape-wrong = Go down to a2: then no hound is below the hare.
lesson-sungka-sow = Sowing: take every shell of a house and drop them one by one, one per hole, around the board. Sow house 1: its last shell lands in your store.
lesson-sungka-sow-wrong = Sow house 1: its seven shells reach exactly your store.
lesson-sungka-free-turn = Your last shell landed in your store, so you play another turn. Sow any house.
lesson-sungka-relay = If the last shell falls in a house with shells, you take them all and sow on: a relay. Sow house 2 and watch it go on.
lesson-sungka-relay-wrong = Sow house 2: its last shell falls in a house with shells.
lesson-sungka-capture = If the last shell falls in an empty house of yours, you capture it with the shells opposite. Sow house 1.
lesson-sungka-capture-wrong = House 3 ends facing an empty house: nothing to capture. Sow house 1, facing nine shells.
lesson-dama-men-move = A man moves one square diagonally forward. Move the man on 22 to 18.
lesson-dama-men-move-wrong = Move the man from 22 to 18.
lesson-dama-must-capture = Capturing is compulsory: when you can take, you must. Take the man on 18.
lesson-dama-must-capture-wrong = Jump from 22 over 18 to 13.
lesson-dama-most-pieces = You must take the most pieces you can. Find a capture of two men.
lesson-dama-most-pieces-wrong = Take two men: 22x13x6 or 23x14x5.
lesson-dama-king-captures = When a king and a man can take as many pieces, the king must capture. Capture with the king.
lesson-dama-king-captures-wrong = The king on 30 takes: 30x21.
lesson-dama-man-and-king = A man cannot capture a king: the man on 22 may not take the king on 18. Make another move.
lesson-dama-crowning = A man that reaches the far row becomes a king, which moves and captures backwards too. Crown the man on 6.
lesson-dama-crowning-wrong = Move the man on 6 to the far row: 6-2 or 6-3.
lesson-fox-geese-double-jump = The fox may jump again and again in one move. Find the chain that wins the most geese by force.
lesson-fox-geese-fork = No jump yet, but one fox move threatens two at once: the geese cannot cover both. Find it.
lesson-fox-geese-best-jump = More than one jump, or none: find the fox move that wins the most geese by force, every answer checked.
lesson-fox-geese-back-up-safe = A goose with an empty point behind it can be jumped. Find a move that keeps every goose backed up, so the fox takes none.
lesson-fox-geese-wall-safe = Move as a wall, in pairs: play three goose moves against the fox's best replies without losing a goose.
lesson-sungka-count-free-turn = Count the shells: a house whose last shell ends exactly in your store gives you another turn. Find the sowing that wins.
lesson-sungka-chain-free-turns = One free turn can set up the next. Find the sowing that wins: count it to your store, then look again.
lesson-sungka-set-up-capture = Find the winning sowing: its last shell lands in an empty house of yours and takes the shells across.
lesson-sungka-relay-win = Follow the relay: the winning sowing lifts shells on the way and ends with a capture or in your store. Find it.
lesson-sungka-quiet = Here the only winning sowing takes nothing and earns no free turn: it leaves your opponent nothing good. Find it.
lesson-sungka-endgame = A won ending: the solver has checked every sowing to the end. Play three turns against the perfect opponent without letting the win slip.
lesson-chapter-rules = Rules
lesson-chapter-tactics = Tactics
lesson-chapter-endgames = Endgames and plans
lesson-chapter-progress = { $done } of { $total } steps · { $stars ->
    [one] { $stars } star
   *[other] { $stars } stars
}
lesson-hint = Hint
lesson-retry = Try again
lesson-skip = Skip
lesson-kept = Your move keeps the win.
lesson-computer-answers = The computer answers { $line }.
lesson-stars = { $stars ->
    [one] { $stars } star.
   *[other] { $stars } stars.
}
lesson-hint-from = Hint: move the piece on { $from }.
lesson-hint-move = Hint: play { $move }.
lesson-no-hint = There is no move to hint at here.
lesson-answer = After { $played } the answer is { $line }.
lesson-exact-now-lost = With best play that move now loses.
lesson-exact-now-drawn = With best play that move gives the win away: it is only a draw now.
lesson-exact-still-won = That still wins, but not the way this step asks.
lesson-cli-help = Type a move, or: hint (the piece, then the move), moves (every legal move), board, retry (back to the step after a wrong move), skip (the next step), quit.
lesson-cli-retry = The board shows the answer. Type retry, or simply your next try.
lesson-cli-offer = Play a short game against the computer at Easy now? It is not saved and leaves your saved game alone. (yes/no)
lesson-cli-yes = yes
lesson-hole-own = your house { $house }
lesson-hole-their = their house { $house }
lesson-hole-store = your store
lesson-hole-their-store = their store
lesson-sow-take = Take all { $count } shells from { $hole }.
lesson-sow-drop = One shell each into: { $holes }.
lesson-sow-relay = The last shell lands on shells: lift all { $count } and sow on.
lesson-sow-capture = The last shell lands in your empty house: it and the { $count } shells across go to your store.
lesson-sow-stay = The last shell stays in an empty house of theirs: the turn ends.
lesson-sow-free = The last shell ends in your store: you play again.
lesson-sow-end = Nobody can sow any more: the shells left go to their owners' stores.
lesson-hare-hounds-stall-rule = The hounds have made nine moves in a row without going forward. A tenth sideways move would lose at once (the stall rule). Move so that the hounds still win.
lesson-hare-hounds-stall-rule-wrong = Only a move forward resets the stall count.
lesson-hare-hounds-stall-wait = You are the hare. The hounds' wall cannot move forward without opening a gap, and every sideways move counts towards the stall limit. Make the move that keeps your win.
lesson-hare-hounds-key-point = The middle point b3 touches eight others: the hound that holds it cuts the hare off. Find the only move that keeps the win.
lesson-hare-hounds-close-trap = One move traps the hare. Find it.
lesson-hare-hounds-opposition = Face the hare: sometimes the winning move is the one that waits, so that the hare has to step aside. Find the only move that keeps the win.
lesson-hare-hounds-stall-decides = The stall count is high: count your sideways moves. Find the only move that still wins.
lesson-hare-hounds-hare-waits = You are the hare. Wait: the hounds must either open a gap or run out of sideways moves. Find the move that keeps your win.
lesson-hare-hounds-hare-slips = You are the hare. Find the way past the hounds.
lesson-hare-hounds-endgame = A won position: the hounds win with best play. Play four moves against the perfect hare without letting the win slip.
lesson-hare-hounds-endgame-stall = A won position, but the stall count is already eight. Play five moves against the perfect hare: advance in time and keep the win.
lesson-dama-priority-kings = When a king can take a king or a man, it must take the king. Capture.
lesson-dama-priority-kings-wrong = The king must take the king: 22x13.
lesson-dama-win-capture-all = You win when your opponent has no piece left, or no move. Take the last black man.
lesson-dama-win-capture-all-wrong = Take it: 22x13.
lesson-dama-shot = A shot: give a man away so that the forced capture lets you take more. Find the move that wins material by force.
lesson-dama-shot-black = You play Black. Find the move that wins material by force: every answer of White's has been checked.
lesson-dama-two-for-one = Give one, take two or more: find the move that wins the most by force.
lesson-dama-threat = Nothing to take yet, but one move wins material by force: every answer has been checked. Find it.
lesson-dama-threat-black = You play Black. Nothing to take yet, but one move wins material by force: every answer of White's has been checked. Find it.
lesson-dama-breakthrough = Men against men: only one move wins. Find the way to the far row.
lesson-dama-king-man-king = King and man against a king: a win. Play four moves against the perfect defence without letting it slip to a draw.
lesson-dama-king-man = A king against a man: a win. Play four moves against the perfect defence and keep it.
lesson-dama-king-man-two-men = King and man against two men: a win. Play four moves against the perfect defence and keep it.
lesson-sungka-end-starve = The game ends when the player to move has no shell to sow: the other player puts every shell left in their houses into their own store, and the bigger store wins. Your opponent's houses are empty: sow so that no shell reaches them, and count.
lesson-sungka-end-capture = Take your opponent's last shells: with nothing to sow they cannot move, the game ends, and the shells in your houses go to your store. Find the sowing that ends the game with you ahead.
lesson-dama-priority-order = The priorities apply in order: first the most pieces, then a king before a man, then the most kings, then the king met first. Here the man takes two and the king only one, so the man must capture.
lesson-dama-priority-order-wrong = The man's 22x13x6 takes two pieces: more pieces comes before capturing with the king.
lesson-dama-priority-first-king = Both of the king's captures take two pieces, one of them a king. Then the capture that meets the king first must be played. Capture.
lesson-dama-priority-first-king-wrong = Take the king on 18 first: 22x13x6.
lesson-dama-draw-kings = A king against a king is a draw: neither can catch the other. You are a man down, and only one move holds the draw: the endgame tables have checked every move. Find it.
puzzle-theme-fox-forced-win = The fox wins by force in a few moves: find each one.
puzzle-theme-geese-forced-trap = The geese trap the fox by force in a few moves: find each one.
lesson-forced-win-kept = Your move keeps the forced win: it comes within { $moves ->
    [one] one more move
   *[other] { $moves } more moves
}, whatever the answer.
lesson-forced-win-lost = Every answer searched: after that move the win can no longer be forced within { $moves ->
    [one] one move
   *[other] { $moves } moves
}.
lesson-fox-geese-close-trap = The geese can trap the fox by force. Close the trap: the computer's fox defends perfectly, and each of your moves is checked against every answer.
## Game review and learning from mistakes (issue 23)

label-review = Review
label-history = History
cli-review-offer = Type “review” to go through the game move by move, or press Enter to leave.
review-title = Game review
review-mark-best = best move
review-mark-good = good move
review-mark-inaccuracy = inaccuracy
review-mark-mistake = mistake
review-mark-blunder = blunder
review-mark-forced = only move
review-reason-lost-proven-win = lost a proven win
review-reason-lost-proven-draw = lost a proven draw
review-reason-slower-win = wins, but far more slowly
review-reason-already-lost = the game was already lost
review-proven = proven
review-best-was = { $move } was best
review-accuracy = { $side }: accuracy { $accuracy } · inaccuracies { $inaccuracies } · mistakes { $mistakes } · blunders { $blunders }
review-accuracy-none = { $side }: no move to judge
review-progress = Analysing move { $number } of { $total }
review-learn-title = Learn from your mistakes
review-learn-prompt = Find a better move for { $side }.
review-learn-accepted = Well found: that move keeps the game.
review-learn-rejected = Not that one: try another move.
review-learn-show-solution = Show solution
review-learn-solution = The better move: { $move }
review-learn-skip = Skip
review-learn-progress = Solved { $solved } of { $total }
review-learn-none = No mistakes to learn from in this game.
a11y-review-move = Move { $number }, { $side }: { $move }, { $mark }
a11y-review-better = The better move: { $move }
review-learn-next = Next
review-learn-finished = That was the last one.
review-start = Start position
review-at-move = Move { $number }, { $side }: { $move }
review-graph-wins = { $role ->
    [geese] { $side } win
    [hounds] { $side } win
   *[other] { $side } wins
}
review-first = First move
review-previous = Previous move
review-next = Next move
review-last = Last move
history-empty = No finished games yet.
history-entry = { $mode } · { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }

## Puzzle and lesson screens

puzzle-open = Puzzles
puzzle-hint = Hint
puzzle-retry = Retry
puzzle-show-solution = Show solution
puzzle-next = Next puzzle
puzzle-standing = Puzzle rating { $rating } · streak { $streak }
puzzle-rating-value = Puzzle rating { $rating }
puzzle-wrong-try = Not that one. Try another move, or take a hint.
puzzle-daily-heading = Today's puzzle · difficulty { $rating }
puzzle-forced-played = { $move } was your only move: it is played for you.
puzzle-wrong-why = Not that one. { $why } Try another move, or take a hint.
puzzle-solved-after-miss = Solved after a miss, rating −{ $loss } (now { $rating }).
puzzle-solved-with-help = Solved with help, rating −{ $loss } (now { $rating }).
puzzle-solved-unrated = Solved. This puzzle was rated before, so your puzzle rating stays { $rating }.
puzzle-hint-shells = Hint: sow the house with { $count } { $count ->
    [one] shell
   *[other] shells
}.
lesson-open = Learn to play
lesson-play = Play against Easy
lesson-offer = New to these games? Learn to play each one in a few short steps.

## Screen-reader play (issue 25): actions, summary, announcements, settings

a11y-action-move-to = Move to { $to }
a11y-action-move-from = Move here from { $from }
a11y-action-capture = Capture: { $move }
a11y-action-sow = Sow house { $number }
a11y-movable-pieces = Pieces that can move
a11y-board-summary = Board summary
a11y-move-entry = Type a move
    .hint = A move in the game's notation, such as the ones the move list shows
a11y-heading-players = Players
a11y-heading-board = Board
a11y-heading-buttons = Game buttons
a11y-summary-pieces = { $count ->
    [1] { $piece } on { $points }
   *[other] { $count } × { $piece }: { $points }
}
a11y-summary-count = { $count } × { $piece }
a11y-summary-captures = { $count ->
    [1] One capture: { $moves }
   *[other] { $count } captures: { $moves }
}
a11y-summary-moves = { $count ->
    [1] One move possible
   *[other] { $count } moves possible
}
a11y-then = { $first }. { $then }
a11y-announce-captures = { $count ->
    [1] captures on { $points }
   *[other] captures { $count } pieces: { $points }
}
a11y-announce-captures-short = { $count ->
    [1] one capture
   *[other] { $count } captures
}
a11y-announce-promoted = crowned
a11y-announce-house = house { $number }
a11y-announce-relays = { $count ->
    [1] relay from { $houses }
   *[other] { $count } relays: { $houses }
}
a11y-announce-relays-short = { $count ->
    [1] one relay
   *[other] { $count } relays
}
a11y-announce-sungka-capture = { $count ->
    [one] captures { $count } shell
   *[other] captures { $count } shells
}
a11y-announce-free-turn = free turn
settings-verbosity = Screen reader
settings-verbosity-short = Short
    .desc = The move and what it took.
settings-verbosity-full = Full
    .desc = Where each piece is, what each move did and who moves next.
settings-high-contrast = High contrast
    .desc = Marks and pieces drawn with the strongest contrast, each mark with its own shape.

## An engine line in words (core/src/explain, issue 33)

explain-material = { $stuff ->
    [man] { $count ->
        [one] a man
       *[other] { $count } men
    }
    [king] { $count ->
        [one] a king
       *[other] { $count } kings
    }
    [goose] { $count ->
        [one] a goose
       *[other] { $count } geese
    }
   *[shells] { $count ->
        [one] a shell
       *[other] { $count } shells
    }
}
explain-after = After { $played }, { $what }.
explain-best-line = the best answer is { $line }
explain-and = { $first }; { $then }
explain-wins = { $move } wins { $material }
explain-fox-jumps = the fox jumps { $move }: { $material }
explain-crowns = { $side } gets a king
explain-relays = sowing { $move } relays { $times ->
    [1] once
    [2] twice
   *[other] { $times } times
}
explain-captures = sowing { $move } captures { $material }
explain-free-turn = sowing { $move } ends in the store: another turn
explain-proven-win = { $role ->
    [fox] the fox wins
    [geese] the geese win
    [hounds] the hounds win
    [hare] the hare wins
    [player-one] Player 1 wins
    [player-two] Player 2 wins
    [white] White wins
   *[black] Black wins
} by force in { $count ->
    [one] one move
   *[other] { $count } moves
}
explain-proven-draw = best play draws
explain-idea = { $idea }.
explain-idea-even = { $move } keeps the material even
explain-idea-proven-win = { $move } wins by force in { $count ->
    [one] one move
   *[other] { $count } moves
}
explain-idea-proven-draw = { $move } holds the draw

## The terminal's review screen (issue 33)

cli-review-analysing = { $progress } (press Enter to stop)
cli-review-stopped = Analysis stopped after { $number } of { $total } moves. Type “analyse” to go on.
cli-review-commands = Commands: Enter or f (forward), b (back), first, last, m (the next mistake), a move number to go there, list (every move), learn (learn from your mistakes), analyse, help, quit.
cli-review-no-more-mistakes = No mistake after this move.
cli-review-learn-commands = Type a move to try it, or: solution, skip, close.
cli-review-unknown = “{ $command }” is not a command of the review. Type “help” for the commands.
cli-exported = The game record is written to { $path }.
