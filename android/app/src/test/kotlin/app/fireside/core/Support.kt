package app.fireside.core

/** Shared helpers of the tests. */
internal fun setup(game: String, mode: Mode, options: List<RuleOption> = emptyList()) =
    MatchSetup(game = game, preset = null, options = options, position = null, mode = mode, seed = 7uL)

internal fun vsComputer(human: Side, level: Level = Level.EASY) = Mode.VsComputer(human, level)

internal fun Match.pointNamed(name: String): UInt =
    render().points.indexOfFirst { it.name == name }.also { require(it >= 0) { "no point $name" } }.toUInt()

/** Plays a human move by taps only: the first movable piece, then its first target until played. */
internal fun Match.tapAMove(): MoveAnimation {
    var outcome = tap(render().highlights.movable.first())
    var taps = 1
    while (outcome !is InputOutcome.Played) {
        outcome = tap(render().highlights.targets.first())
        check(++taps < 64) { "a move needs too many taps" }
    }
    return outcome.animation
}

/** kebab-case of an enum constant name (PLAYER_ONE -> player-one). */
internal fun kebab(e: Enum<*>) = e.name.lowercase().replace('_', '-')

internal val GAMES = listOf("fox-geese", "hare-hounds", "sungka", "dama-italiana")
