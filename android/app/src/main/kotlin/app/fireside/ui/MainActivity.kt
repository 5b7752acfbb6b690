package app.fireside.ui

import android.app.Activity
import android.app.AlertDialog
import android.os.Build
import android.os.Bundle
import android.widget.ScrollView
import android.window.OnBackInvokedCallback
import android.window.OnBackInvokedDispatcher
import app.fireside.model.Event
import app.fireside.model.Haptic
import app.fireside.model.Screen
import app.fireside.model.Sound
import app.fireside.model.View
import app.fireside.shell.Platform
import app.fireside.shell.Shell

/**
 * The app's one activity: it draws whichever screen the core's view shows, sends every
 * input to the core as an event, and carries out the effects (through [Shell]). The core
 * lives in the Application, so a rotation (this activity recreated) keeps the game, the
 * new-game form and a running search; after the process was ended the saved instance
 * state holds the core's snapshot, and a fresh core opens its screens again
 * (`Event.Restore`: the match from the store, the form's choices, the way back).
 */
class MainActivity : Activity(), Platform {
    private lateinit var shell: Shell
    private lateinit var sounds: Sounds
    private val screens by lazy { Screens(this) { shell.dispatch(it) } }
    private val reviewScreens by lazy { ReviewScreens(this) { shell.dispatch(it) } }
    private var game: GameScreen? = null
    private var learning: LearningScreen? = null
    private var learningBar: AppBar? = null
    private var shownKind: String? = null
    private var scroll: ScrollView? = null
    private var noticeDialog: AlertDialog? = null
    private var stopped = false
    private var backCallback: OnBackInvokedCallback? = null

    /** The texts announced to the screen reader (also sent as accessibility announcements). */
    internal val announced = mutableListOf<String>()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val app = fireside
        shell = app.shell
        sounds = Sounds(this)
        if (app.freshProcess && savedInstanceState != null) restore(savedInstanceState)
        app.freshProcess = false
        shell.platform = this
        shell.onRender = renderer
        // The screen as it is now (a foldable may have opened): the core offers table mode
        // on a large one.
        shell.dispatch(Event.SetScreen(resources.configuration.smallestScreenWidthDp.coerceAtLeast(1).toUInt()))
        render(shell.view)
    }

    // --- effects ---

    override fun sound(sound: Sound) = sounds.play(sound)
    override fun haptic(haptic: Haptic) = sounds.vibrate(haptic)
    override fun announce(text: String) {
        announced += text
        @Suppress("DEPRECATION")
        window.decorView.announceForAccessibility(text)
    }

    internal val soundsPlayed get() = sounds.played
    internal val haptics get() = sounds.buzzed

    // --- drawing the view ---

    private fun kind(s: Screen): String = when (s) {
        is Screen.Home -> "home"
        is Screen.NewGame -> "new-game"
        is Screen.Game -> "game"
        is Screen.Settings -> "settings"
        is Screen.Profiles -> "profiles"
        is Screen.Leaderboard -> "leaderboard"
        is Screen.HowToPlay -> "how-to-play"
        is Screen.Puzzle -> "puzzle"
        is Screen.Lesson -> "lesson"
        is Screen.History -> "history"
        is Screen.Review -> "review"
    }

    private fun render(v: View) {
        val s = v.screen
        val kind = kind(s)
        TextBreaks.language = v.language
        if (s is Screen.Game) {
            val g = s.game
            val current = game
            if (current != null && current.game == g.game && current.table == g.seating.table && shownKind == "game") {
                current.update(g, v)
            } else {
                current?.close()
                game = GameScreen(this, g, shell::dispatch).also {
                    it.board.setLanguage(v.language)
                    it.update(g, v)
                    setScreen(it.root)
                    it.board.requestFocus()
                }
                scroll = null
            }
            title = g.title
            learning = null
        } else if (s is Screen.Puzzle || s is Screen.Lesson) {
            // Kept while the same puzzle or lesson screen shows, like the game screen.
            game?.close()
            game = null
            val current = learning?.takeIf { it.shows(s) && shownKind == kind }
            val screen = current ?: LearningScreen(this, s, shell::dispatch).also {
                learning = it
                val bar = AppBar(this, v.backLabel) { shell.dispatch(Event.Back) }
                learningBar = bar
                setScreen(underBar(bar, it.root))
                scroll = null
            }
            screen.update(s, v)
            learningBar?.show(screen.title)
            title = screen.title
        } else {
            game?.close()
            game = null
            learning = null
            val (content, screenTitle) = when (s) {
                is Screen.Home -> screens.home(s.home, v) to s.home.title
                is Screen.NewGame -> screens.newGame(s.newGame, v) to s.newGame.title
                is Screen.Settings -> screens.settings(s.settings, v) to s.settings.title
                is Screen.Profiles -> screens.profiles(s.profiles, v) to s.profiles.title
                is Screen.Leaderboard -> screens.leaderboard(s.leaderboard, v) to s.leaderboard.title
                is Screen.HowToPlay -> screens.howToPlay(s.howToPlay, v) to s.howToPlay.title
                is Screen.History -> reviewScreens.history(s.history, v) to s.history.title
                is Screen.Review -> reviewScreens.review(s.review, v) to s.review.title
                is Screen.Game, is Screen.Puzzle, is Screen.Lesson -> error("drawn above")
            }
            // The same screen drawn again (a choice made): it stays where it was scrolled to.
            val keep = if (kind == shownKind) scroll?.scrollY ?: 0 else 0
            val sv = scrolling(content)
            // The app bar: Back on every screen but home, the title, the screen's actions.
            val bar = AppBar(this, v.backLabel.takeIf { s !is Screen.Home }) { shell.dispatch(Event.Back) }
            bar.show(screenTitle, screens.takeActions())
            setScreen(underBar(bar, screens.framed(sv)))
            if (keep > 0) sv.post { sv.scrollTo(0, keep) }
            scroll = sv
            title = screenTitle
        }
        shownKind = kind
        notice(v)
        backHandling(s !is Screen.Home)
    }

    /** A notice of the core (a recovered store file, a refused save), until dismissed. */
    private fun notice(v: View) {
        val text = v.notice
        if (text != null && noticeDialog == null) {
            noticeDialog = AlertDialog.Builder(this).setMessage(text)
                .setPositiveButton(v.okLabel, null)
                .setOnDismissListener { noticeDialog = null; shell.dispatch(Event.DismissNotice) }
                .show()
                .phraseBreaks()
        } else if (text == null) {
            noticeDialog = null
        }
    }

    // --- back ---

    /**
     * Back goes one screen up in the core (the game screen goes home, its match saved); on
     * the home screen it leaves the app as usual. From API 33 through an OnBackInvokedCallback
     * registered only while there is somewhere to go back to, so the system's predictive
     * back animation shows leaving the app on the home screen.
     */
    private fun backHandling(inner: Boolean) {
        if (Build.VERSION.SDK_INT < 33) return
        val registered = backCallback
        if (inner && registered == null) {
            val cb = OnBackInvokedCallback { shell.dispatch(Event.Back) }
            onBackInvokedDispatcher.registerOnBackInvokedCallback(OnBackInvokedDispatcher.PRIORITY_DEFAULT, cb)
            backCallback = cb
        } else if (!inner && registered != null) {
            onBackInvokedDispatcher.unregisterOnBackInvokedCallback(registered)
            backCallback = null
        }
    }

    @Deprecated("Before API 33 (and the back key where predictive back is off)")
    override fun onBackPressed() {
        if (shell.view.screen is Screen.Home) {
            @Suppress("DEPRECATION")
            super.onBackPressed()
        } else {
            shell.dispatch(Event.Back)
        }
    }

    // --- lifecycle ---

    override fun onStart() {
        super.onStart()
        if (stopped) shell.dispatch(Event.Resumed)
        stopped = false
    }

    override fun onStop() {
        // In the background the computer stops thinking (the system may end the process;
        // the match is saved already); a rotation does not count.
        if (!isChangingConfigurations) {
            shell.dispatch(Event.Paused)
            stopped = true
        }
        // Everything shown is on disk before the system may end the process.
        shell.flush()
        super.onStop()
    }

    override fun onDestroy() {
        game?.close()
        noticeDialog?.setOnDismissListener(null)
        noticeDialog?.dismiss()
        if (shell.platform === this) shell.platform = object : Platform {}
        // A newer activity (a rotation) may have taken the renderer already.
        if (shell.onRender == renderer) shell.onRender = null
        sounds.release()
        super.onDestroy()
    }

    private val renderer: (View) -> Unit = ::render

    // --- the screen across process death ---

    /** The core's snapshot of the screens open (opaque; iOS keeps the same in its scene storage). */
    override fun onSaveInstanceState(outState: Bundle) {
        super.onSaveInstanceState(outState)
        runCatching { shell.core.snapshot() }.getOrNull()?.let { outState.putString(SNAPSHOT, it) }
    }

    /** Brings a fresh core back to the screens the player left (the core decides what is still there). */
    private fun restore(b: Bundle) {
        b.getString(SNAPSHOT)?.let { shell.dispatch(Event.Restore(it)) }
    }

    internal val gameScreen: GameScreen? get() = game
    internal val learningScreen: LearningScreen? get() = learning

    companion object {
        private const val SNAPSHOT = "fireside.snapshot"
    }
}
