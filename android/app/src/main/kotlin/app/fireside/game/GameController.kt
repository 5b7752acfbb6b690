package app.fireside.game

import app.fireside.board.ScreenTexts
import app.fireside.core.FiresideException
import app.fireside.core.GameResult
import app.fireside.core.InputOutcome
import app.fireside.core.Key
import app.fireside.core.Match
import app.fireside.core.MatchSetup
import app.fireside.core.Mode
import app.fireside.core.MoveAnimation
import app.fireside.core.Opponent
import app.fireside.core.Outcome
import app.fireside.core.RenderModel
import app.fireside.core.SavedMatch
import app.fireside.core.Side
import app.fireside.core.Store
import app.fireside.core.TextId
import app.fireside.core.Translator
import app.fireside.core.computerMove
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.Job
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext

enum class SoundEvent { MOVE, CAPTURE, WIN, LOSS }

/** What the game screen does besides drawing: sounds, vibration, screen-reader announcements. */
interface GameEffects {
    fun sound(event: SoundEvent) {}
    fun vibrate() {}
    fun announce(text: String) {}
}

/** The end of a game as the result panel shows it. */
data class ResultInfo(
    val headline: String,
    val detail: String,
    /** Rating points gained by the active profile (0 in pass-and-play and table mode). */
    val points: Int,
    val pointsText: String,
    /** True won, false lost, null a draw or a game between two humans. */
    val won: Boolean?,
)

/** Everything the game screen shows, as one value. */
data class GameState(
    val model: RenderModel,
    val texts: ScreenTexts,
    val mode: Mode,
    val thinking: Boolean,
    val hinting: Boolean,
    val message: String?,
    val result: ResultInfo?,
    val moveList: List<String>,
    val canUndo: Boolean,
    val canRedo: Boolean,
    val canHint: Boolean,
)

/** A move to animate: the model the player saw before the input that played it, and what it did. */
data class PendingAnimation(val before: RenderModel, val move: MoveAnimation)

/**
 * The game screen's logic, without Android: it owns the [Match], runs the computer's move
 * on a background dispatcher within its level's budget (a coroutine cancelled on undo, on a
 * new game and on leaving — the UI thread never waits for it), saves the match through the
 * [Store] after every move, records the result and rating points at the end, and hands the
 * view a queue of moves to animate. Every method is called on the UI thread ([scope]'s
 * dispatcher); the search runs on [searchDispatcher].
 */
class GameController(
    private val store: Store,
    match: Match,
    translator: Translator,
    private val scope: CoroutineScope,
    private val searchDispatcher: CoroutineDispatcher = Dispatchers.Default,
    /** Scales the computer's time budget (1.0 on devices; tests use less). */
    private val timeScale: Double = 1.0,
    private val clock: () -> Long = System::currentTimeMillis,
) {
    var match: Match = match
        private set
    var translator: Translator = translator
        private set

    var listener: ((GameState) -> Unit)? = null
    var effects: GameEffects = object : GameEffects {}

    /** Moves waiting to be animated, oldest first; the view takes them with [nextAnimation]. */
    private val animations = ArrayDeque<PendingAnimation>()
    var onAnimation: (() -> Unit)? = null

    private var computer: Job? = null
    private var hintJob: Job? = null
    private var hinting = false
    private var message: String? = null
    private var result: ResultInfo? = null
    private var recorded = false
    private var closed = false

    var state: GameState = build()
        private set

    val game: String get() = match.setup().game
    val isThinking: Boolean get() = computer?.isActive == true

    /** Starts the computer if it is its turn (after creating or resuming the match). */
    fun start() {
        if (match.outcome() !is Outcome.Ongoing) finishIfOver(announce = false)
        maybeStartComputer()
        publish()
    }

    fun nextAnimation(): PendingAnimation? = animations.removeFirstOrNull()
    fun hasAnimations() = animations.isNotEmpty()

    // --- input ---

    fun tap(point: Int) = input { match.tap(point.toUInt()) }
    fun drag(from: Int, to: Int) = input { match.drag(from.toUInt(), to.toUInt()) }
    fun stop() = input { match.stop() }

    /** A key of the core (arrows, confirm, stop); undo and redo go through [undo]/[redo]. */
    fun key(key: Key) = when (key) {
        is Key.Undo -> undo()
        is Key.Redo -> redo()
        else -> input { match.key(key) }
    }

    private fun input(action: () -> InputOutcome) {
        if (closed) return
        cancelHint()
        val before = match.render()
        message = null
        try {
            when (val out = action()) {
                is InputOutcome.Played -> afterMove(before, out.animation)
                is InputOutcome.Changed -> Unit
            }
        } catch (e: FiresideException) {
            // A refused move: shown in the band and read out (TalkBack users see no band).
            message = errorText(e).also { effects.announce(it) }
        }
        publish()
    }

    fun undo() {
        if (closed || result != null) return
        cancelComputer()
        cancelHint()
        message = null
        try {
            match.undo()
            animations.clear()
            save()
        } catch (e: FiresideException) {
            message = errorText(e)
        }
        maybeStartComputer()
        publish()
    }

    fun redo() {
        if (closed || result != null) return
        cancelComputer()
        cancelHint()
        message = null
        try {
            match.redo()
            save()
            finishIfOver(announce = true)
        } catch (e: FiresideException) {
            message = errorText(e)
        }
        maybeStartComputer()
        publish()
    }

    /** Searches a hint in the background; the path shows on the board until the next move. */
    fun hint() {
        if (closed || hinting || isThinking || result != null) return
        message = null
        hinting = true
        hintJob = scope.launch {
            val text = try {
                val move = withContext(searchDispatcher) { match.hint(timeScale) }
                translator.hint(move)
            } catch (e: FiresideException) {
                errorText(e)
            }
            hinting = false
            if (!closed) {
                message = text
                effects.announce(text)
                publish()
            }
        }
        publish()
    }

    /** A new match with the same rules and mode (a new seed), replacing this one. */
    fun rematch() = newGame(match.setup().copy(seed = clock().toULong()))

    fun newGame(setup: MatchSetup) {
        cancelComputer()
        cancelHint()
        val next = Match(setup)
        match.destroy()
        match = next
        animations.clear()
        message = null
        result = null
        recorded = false
        save()
        maybeStartComputer()
        publish()
    }

    fun setTranslator(tr: Translator) {
        translator = tr
        result = result?.let { resultInfo(recordedPoints) }
        publish()
    }

    /** Leaving the screen for good: stops the search; the match is already saved. */
    fun close() {
        closed = true
        cancelComputer()
        cancelHint()
        match.destroy()
    }

    // --- the computer ---

    private fun maybeStartComputer() {
        if (closed || isThinking || !match.isComputerTurn()) return
        computer = scope.launch {
            val before = match.render()
            try {
                val anim = match.computerMove(timeScale, searchDispatcher)
                if (anim != null && !closed) {
                    afterMove(before, anim)
                    effects.announce(translator.describeMove(match.role(anim.side), anim.notation))
                }
            } catch (e: FiresideException.StaleComputerMove) {
                // The match moved on (undo, new game) while it thought: drop the answer.
            }
            computer = null
            if (!closed) {
                maybeStartComputer() // Sungka's free turn: the computer moves again.
                publish()
            }
        }
    }

    private fun cancelComputer() {
        computer?.cancel()
        computer = null
    }

    private fun cancelHint() {
        hinting = false
        if (hintJob?.isActive == true) {
            match.cancelHint()
            hintJob?.cancel()
        }
        hintJob = null
    }

    // --- after a move ---

    private fun afterMove(before: RenderModel, anim: MoveAnimation) {
        animations.addLast(PendingAnimation(before, anim))
        onAnimation?.invoke()
        val capture = anim.captured.isNotEmpty() || (anim.detail?.contains("\"capture\"") == true)
        effects.sound(if (capture) SoundEvent.CAPTURE else SoundEvent.MOVE)
        if (capture && store.settings().vibration) effects.vibrate()
        save()
        finishIfOver(announce = true)
        maybeStartComputer()
    }

    private fun save() {
        if (match.outcome() !is Outcome.Ongoing) return
        try {
            store.saveMatch(SavedMatch(game, store.activeProfile().id, clock().toULong(), match.save()))
        } catch (e: FiresideException) {
            message = translator.text(TextId.SAVE_LOST)
        }
    }

    private var recordedPoints = 0

    /** At the end: the result into the profile's statistics and the match into the history, once. */
    private fun finishIfOver(announce: Boolean) {
        val outcome = match.outcome()
        if (outcome is Outcome.Ongoing || recorded) return
        recorded = true
        val mode = match.setup().mode
        val profile = store.activeProfile().id
        recordedPoints = 0
        try {
            if (mode is Mode.VsComputer) {
                val r = when (outcome) {
                    is Outcome.Win -> if (outcome.winner == mode.human) GameResult.WON else GameResult.LOST
                    else -> GameResult.DRAWN
                }
                recordedPoints = store.recordResult(profile, game, Opponent.Computer(mode.level), match.role(mode.human), r).toInt()
            }
            store.finishMatch(SavedMatch(game, profile, clock().toULong(), match.save()))
        } catch (e: FiresideException) {
            message = translator.text(TextId.SAVE_LOST)
        }
        result = resultInfo(recordedPoints)
        if (announce) {
            val won = result?.won
            effects.sound(if (won == false) SoundEvent.LOSS else SoundEvent.WIN)
            effects.announce(result!!.headline)
        }
    }

    private fun resultInfo(points: Int): ResultInfo? {
        val outcome = match.outcome()
        val mode = match.setup().mode
        val human = (mode as? Mode.VsComputer)?.human
        val tr = translator
        return when (outcome) {
            is Outcome.Ongoing -> null
            is Outcome.Win -> {
                val role = match.role(outcome.winner)
                val won = human?.let { outcome.winner == it }
                ResultInfo(
                    headline = when (won) {
                        true -> tr.text(TextId.YOU_WIN)
                        false -> tr.text(TextId.YOU_LOSE)
                        null -> tr.resultHeadline(role)
                    },
                    detail = tr.endReason(outcome.reason, role),
                    points = points,
                    pointsText = tr.ratingChange(points.toLong()),
                    won = won,
                )
            }
            is Outcome.Draw -> ResultInfo(
                headline = tr.resultHeadline(null),
                detail = tr.endReason(outcome.reason, null),
                points = points,
                pointsText = tr.ratingChange(points.toLong()),
                won = null,
            )
        }
    }

    // --- state ---

    private fun errorText(e: FiresideException): String = when (e) {
        is FiresideException.Input -> translator.inputError(e.reason)
        else -> translator.errorMessage(e)
    }

    private fun build(): GameState {
        val model = match.render()
        val mode = match.setup().mode
        val thinking = isThinking
        val humanName = store.activeProfile().name.ifEmpty { translator.text(TextId.PROFILE_DEFAULT_NAME) }
        val texts = ScreenTexts.of(model, translator, if (mode is Mode.VsComputer) humanName else null, message)
        return GameState(
            model = model,
            texts = texts,
            mode = mode,
            thinking = thinking,
            hinting = hinting,
            message = message,
            result = result,
            moveList = numberedMoves(model.moveList),
            canUndo = model.canUndo && result == null,
            canRedo = model.canRedo && result == null,
            canHint = result == null && !thinking && model.status !is app.fireside.core.Status.ComputerToMove,
        )
    }

    /** "1. d4-d5  c3-c4" — a line per pair of moves, numbered in the player's language. */
    private fun numberedMoves(moves: List<String>): List<String> =
        moves.chunked(2).mapIndexed { i, pair -> translator.number(i + 1L) + ". " + pair.joinToString("  ") }

    private fun publish() {
        if (closed) return
        state = build()
        listener?.invoke(state)
    }

    companion object {
        /**
         * The controller for a game: its saved match when there is one (resuming exactly
         * where it was left), else [setup]. A save that cannot be read starts afresh and
         * says so.
         */
        fun resumeOrStart(
            store: Store,
            game: String,
            setup: MatchSetup?,
            translator: Translator,
            scope: CoroutineScope,
            searchDispatcher: CoroutineDispatcher = Dispatchers.Default,
            timeScale: Double = 1.0,
        ): GameController? {
            var note: String? = null
            val saved = store.savedMatch(game)
            val match = if (setup == null && saved != null) {
                try {
                    Match.load(saved.data)
                } catch (e: FiresideException) {
                    note = translator.text(TextId.SAVE_LOST)
                    null
                }
            } else null
            val m = match ?: (setup ?: return null).let { Match(it) }
            val c = GameController(store, m, translator, scope, searchDispatcher, timeScale)
            if (match == null) c.save()
            c.message = note
            return c
        }

        /** Human side of a mode (for the board's orientation and "you"), or null between humans. */
        fun humanSide(mode: Mode): Side? = (mode as? Mode.VsComputer)?.human
    }
}
