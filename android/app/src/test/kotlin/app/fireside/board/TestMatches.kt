package app.fireside.board

import app.fireside.core.InputOutcome
import app.fireside.core.Lang
import app.fireside.core.Match
import app.fireside.core.MatchSetup
import app.fireside.core.Mode
import app.fireside.core.Outcome
import app.fireside.core.RuleOption
import app.fireside.core.Translator
import app.fireside.core.computerMove
import kotlinx.coroutines.runBlocking

/** Matches and helpers shared by the app's JVM tests (the real library, through JNA). */
object TestMatches {
    val GAMES = listOf("fox-geese", "hare-hounds", "sungka", "dama-italiana")
    val en = Translator(Lang.EN)

    fun setup(game: String, mode: Mode = Mode.PassAndPlay, position: String? = null, options: List<Pair<String, String>> = emptyList(), seed: ULong = 7uL) =
        MatchSetup(game, null, options.map { RuleOption(it.first, it.second) }, position, mode, seed)

    fun match(game: String, mode: Mode = Mode.PassAndPlay, position: String? = null, options: List<Pair<String, String>> = emptyList()) =
        Match(setup(game, mode, position, options))

    /** The fox about to jump twice (d2 over d3 to d4, then over d5 to d6). */
    fun foxChain(mode: Mode = Mode.PassAndPlay) =
        match("fox-geese", mode, "fox d2; geese d3 d5 a3 g3; to-move fox", listOf("captures-to-win" to "13"))

    fun Match.at(name: String): Int = render().points.indexOfFirst { it.name == name }.also { require(it >= 0) { "no point $name" } }

    /** Plays on until the game ends: the computer's moves where it plays, the first legal move elsewhere. */
    fun Match.playToEnd(maxPlies: Int = 2000) = runBlocking {
        var plies = 0
        while (outcome() is Outcome.Ongoing && plies < maxPlies) {
            if (isComputerTurn()) computerMove(timeScale = 0.01) else play(legalMoves().first())
            plies++
        }
        check(outcome() !is Outcome.Ongoing) { "no end after $maxPlies plies" }
    }

    /** Taps the first movable piece and then its first target until a move is played. */
    fun Match.tapAMove(): InputOutcome.Played {
        var out = tap(render().highlights.movable.first())
        var n = 0
        while (out !is InputOutcome.Played) {
            out = tap(render().highlights.targets.first())
            check(++n < 64)
        }
        return out
    }
}
