package app.fireside.ui

import android.animation.ValueAnimator
import android.content.Context
import android.graphics.Canvas
import android.graphics.Rect
import android.os.Build
import android.os.Bundle
import android.os.SystemClock
import android.provider.Settings
import android.util.TypedValue
import android.view.KeyEvent
import android.view.MotionEvent
import android.view.View
import android.view.ViewConfiguration
import android.view.accessibility.AccessibilityEvent
import android.view.accessibility.AccessibilityManager
import android.view.accessibility.AccessibilityNodeInfo
import android.view.accessibility.AccessibilityNodeProvider
import app.fireside.board.Arrangement
import app.fireside.board.BoardAccessibility
import app.fireside.board.Pt
import app.fireside.board.BoardLayout
import app.fireside.board.Box
import app.fireside.board.BoardRenderer
import app.fireside.board.DragState
import app.fireside.board.DragTracker
import app.fireside.board.Gesture
import app.fireside.board.Overlay
import app.fireside.board.VirtualPoint
import app.fireside.core.RenderModel
import app.fireside.game.GameController
import app.fireside.game.GameState
import app.fireside.game.KeyMapper
import app.fireside.game.Playback

/**
 * The game screen's board and nameplates, drawn by [BoardRenderer] through a Canvas. Thin:
 * touches go through [DragTracker], keys through [KeyMapper], animations through [Playback],
 * and TalkBack sees one virtual view per point ([BoardAccessibility]); the
 * [GameController] does the rest.
 */
class BoardView(context: Context, private val controller: GameController) : View(context) {
    private val painter = CanvasPainter()
    private val renderer = BoardRenderer(painter, themePalette(context), appLocale(context)).apply {
        sp = TypedValue.applyDimension(TypedValue.COMPLEX_UNIT_SP, 1f, resources.displayMetrics)
    }
    private val tracker = DragTracker(ViewConfiguration.get(context).scaledTouchSlop.toFloat())
    private val playback = Playback(controller)
    private var state: GameState = controller.state
    private var layoutCache: Triple<RenderModel, Arrangement, BoardLayout>? = null
    var animationSpeed: Int = 2
    private var keyboardUsed = false

    /** Keeps frames coming while something moves: an animation, the thinking dots, blinking. */
    private val ticker = ValueAnimator.ofFloat(0f, 1f).apply {
        duration = 1000
        repeatCount = ValueAnimator.INFINITE
        addUpdateListener {
            // One more frame after the last animation ends, so the final position is drawn.
            invalidate()
            if (!needsTicks()) cancel()
        }
    }

    init {
        isFocusable = true
        isFocusableInTouchMode = true
        importantForAccessibility = IMPORTANT_FOR_ACCESSIBILITY_YES
        controller.onAnimation = { startTicks() }
    }

    /** When the capturable pieces appeared: their blink starts "on" from there. */
    private var blinkSince = SystemClock.uptimeMillis()

    fun show(s: GameState) {
        if (s.model.highlights.capturable != state.model.highlights.capturable) blinkSince = SystemClock.uptimeMillis()
        state = s
        contentDescription = s.texts.bottom.status ?: s.texts.top.status
        startTicks()
        invalidate()
        provider.changed()
    }

    /** Drops pending animations (undo, leaving). */
    fun skipAnimations() = playback.clear()

    private fun needsTicks() = playback.running || state.thinking ||
        (state.model.highlights.capturable.isNotEmpty() && motionScale() > 0f)
    private fun startTicks() {
        if (needsTicks() && !ticker.isStarted) ticker.start()
        invalidate()
    }

    override fun onDetachedFromWindow() {
        ticker.cancel()
        super.onDetachedFromWindow()
    }

    /**
     * The bands above and below the board, or beside it on a landscape phone when that gives
     * the board bigger pieces (a wide Sungka board keeps them above and below); sized by
     * their texts.
     */
    private fun arrangement(): Arrangement {
        val d = resources.displayMetrics.density
        val w = width.toFloat()
        val h = height.toFloat()
        val t = state.texts
        val stacked = Arrangement.stacked(w, h, renderer.bandHeight(t.top, w, d), renderer.bandHeight(t.bottom, w, d), d)
        if (!Arrangement.wantsSide(w, h, t.top.turned || t.bottom.turned)) return stacked
        val side = Arrangement.sideWidth(w, d)
        val beside = Arrangement.beside(w, h, side, renderer.bandHeight(t.top, side, d), renderer.bandHeight(t.bottom, side, d), d)
        fun piece(a: Arrangement) = BoardLayout(state.model, w, h, d, a).pieceRadius
        return if (piece(beside) > piece(stacked)) beside else stacked
    }

    internal fun layoutFor(model: RenderModel): BoardLayout {
        val arr = arrangement()
        val cached = layoutCache
        if (cached != null && cached.third.width == width.toFloat() && cached.third.height == height.toFloat() &&
            cached.second == arr && cached.first.points == model.points && cached.first.aspect == model.aspect
        ) return cached.third
        return BoardLayout(model, width.toFloat(), height.toFloat(), resources.displayMetrics.density, arr).also { layoutCache = Triple(model, arr, it) }
    }

    /** A move is being animated. */
    internal val animating: Boolean get() = playback.running

    /** The render model shown now. */
    internal val model: RenderModel get() = state.model

    /** Where point [i] of the current model is, in this view's pixels (for tests and hover). */
    internal fun pointAt(i: Int): Pt = layoutFor(state.model).points[i]

    /**
     * The system's animator duration scale: 0 when the player removed animations
     * (Accessibility settings), which also stops the blinking.
     */
    private fun motionScale(): Float =
        if (!ValueAnimator.areAnimatorsEnabled()) 0f
        else Settings.Global.getFloat(context.contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f)

    override fun onDraw(canvas: Canvas) {
        painter.canvas = canvas
        val now = SystemClock.uptimeMillis()
        val scale = motionScale()
        val frame = playback.frame(now, ::layoutFor, animationSpeed, scale)
        val model = state.model
        val drag = if (tracker.dragging) tracker.origin?.let { DragState(it, tracker.fingerX, tracker.fingerY) } else null
        val overlay = Overlay(
            frame = frame,
            drag = drag,
            blinkOn = scale == 0f || ((now - blinkSince) / 450) % 2 == 0L,
            thinking = if (state.thinking) (now % 1200) / 1200f else null,
            showCursor = keyboardUsed,
        )
        renderer.draw(model, layoutFor(model), state.texts, overlay)
        painter.canvas = null
    }

    // --- touch ---

    override fun onTouchEvent(event: MotionEvent): Boolean {
        val layout = layoutFor(state.model)
        val names = state.model.points.map { it.name }
        when (event.actionMasked) {
            MotionEvent.ACTION_DOWN -> {
                keyboardUsed = false
                // A touch finishes any animation at once: the player is ahead of it.
                playback.clear()
                tracker.down(event.x, event.y, layout, names)
                parent?.requestDisallowInterceptTouchEvent(true)
            }
            MotionEvent.ACTION_MOVE -> if (tracker.move(event.x, event.y)) invalidate()
            MotionEvent.ACTION_UP -> {
                when (val g = tracker.up(event.x, event.y, layout, names)) {
                    is Gesture.Tap -> controller.tap(g.point)
                    is Gesture.Drag -> controller.drag(g.from, g.to)
                    Gesture.None -> Unit
                }
                performClick()
                invalidate()
            }
            MotionEvent.ACTION_CANCEL -> {
                tracker.cancel()
                invalidate()
            }
        }
        return true
    }

    override fun performClick(): Boolean = super.performClick()

    // --- keyboard ---

    override fun onKeyDown(keyCode: Int, event: KeyEvent): Boolean {
        val key = KeyMapper.map(keyCode, event.isCtrlPressed || event.isMetaPressed, event.isShiftPressed)
            ?: return super.onKeyDown(keyCode, event)
        playback.clear()
        keyboardUsed = true
        controller.key(key)
        return true
    }

    // --- accessibility: a virtual view per point ---

    private val provider = Provider()

    override fun getAccessibilityNodeProvider(): AccessibilityNodeProvider = provider

    override fun dispatchHoverEvent(event: MotionEvent): Boolean {
        val am = context.getSystemService(Context.ACCESSIBILITY_SERVICE) as AccessibilityManager
        if (am.isEnabled && am.isTouchExplorationEnabled) {
            val hit = layoutFor(state.model).hitTest(event.x, event.y, 0f, state.model.points.map { it.name })
            when (event.action) {
                MotionEvent.ACTION_HOVER_ENTER, MotionEvent.ACTION_HOVER_MOVE -> provider.hover(hit)
                MotionEvent.ACTION_HOVER_EXIT -> provider.hover(null)
            }
            return true
        }
        return super.dispatchHoverEvent(event)
    }

    // obtain(): the constructors that replace it need API 30; the app runs from API 26.
    @Suppress("DEPRECATION")
    private inner class Provider : AccessibilityNodeProvider() {
        private var focused: Int? = null
        private var hovered: Int? = null

        private fun points(): List<VirtualPoint> =
            BoardAccessibility.points(state.model, layoutFor(state.model), controller.translator, state.mode)

        fun changed() {
            val am = context.getSystemService(Context.ACCESSIBILITY_SERVICE) as AccessibilityManager
            if (!am.isEnabled) return
            val e = AccessibilityEvent.obtain(AccessibilityEvent.TYPE_WINDOW_CONTENT_CHANGED)
            e.contentChangeTypes = AccessibilityEvent.CONTENT_CHANGE_TYPE_SUBTREE
            e.setSource(this@BoardView)
            parent?.requestSendAccessibilityEvent(this@BoardView, e)
        }

        fun hover(id: Int?) {
            if (id == hovered) return
            hovered?.let { send(it, AccessibilityEvent.TYPE_VIEW_HOVER_EXIT) }
            hovered = id
            id?.let { send(it, AccessibilityEvent.TYPE_VIEW_HOVER_ENTER) }
        }

        private fun bandNodes(): List<Pair<Int, Box>> {
            val l = layoutFor(state.model)
            return listOf(BAND_TOP to l.topBand, BAND_BOTTOM to l.bottomBand)
        }

        private fun bandText(id: Int) = BoardAccessibility.band(if (id == BAND_TOP) state.texts.top else state.texts.bottom)

        private fun send(id: Int, type: Int) {
            val e = AccessibilityEvent.obtain(type)
            e.packageName = context.packageName
            e.setSource(this@BoardView, id)
            if (id == BAND_TOP || id == BAND_BOTTOM) {
                e.className = "android.widget.TextView"
                e.contentDescription = bandText(id)
            } else {
                val p = points().firstOrNull { it.id == id }
                e.className = if (p?.actionable == true) "android.widget.Button" else "android.view.View"
                p?.let { e.contentDescription = it.description }
            }
            parent?.requestSendAccessibilityEvent(this@BoardView, e)
        }

        private fun node(id: Int, bounds: Box): AccessibilityNodeInfo {
            val info = AccessibilityNodeInfo.obtain(this@BoardView, id)
            info.packageName = context.packageName
            info.setSource(this@BoardView, id)
            info.setParent(this@BoardView)
            info.isEnabled = true
            info.isFocusable = true
            info.isVisibleToUser = true
            val r = Rect(bounds.left.toInt(), bounds.top.toInt(), bounds.right.toInt(), bounds.bottom.toInt())
            info.setBoundsInParent(r)
            val loc = IntArray(2)
            getLocationOnScreen(loc)
            r.offset(loc[0], loc[1])
            info.setBoundsInScreen(r)
            if (focused == id) {
                info.isAccessibilityFocused = true
                info.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_CLEAR_ACCESSIBILITY_FOCUS)
            } else {
                info.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_ACCESSIBILITY_FOCUS)
            }
            return info
        }

        override fun createAccessibilityNodeInfo(virtualViewId: Int): AccessibilityNodeInfo? {
            if (virtualViewId == HOST_VIEW_ID) {
                val info = AccessibilityNodeInfo.obtain(this@BoardView)
                onInitializeAccessibilityNodeInfo(info)
                // Reading order: the far band, the board's points, the near band.
                info.addChild(this@BoardView, BAND_TOP)
                for (p in points()) info.addChild(this@BoardView, p.id)
                info.addChild(this@BoardView, BAND_BOTTOM)
                return info
            }
            bandNodes().firstOrNull { it.first == virtualViewId }?.let { (id, box) ->
                // The counters and status are text, reachable by swiping like the points.
                return node(id, box).apply {
                    className = "android.widget.TextView"
                    text = bandText(id)
                }
            }
            val p = points().firstOrNull { it.id == virtualViewId } ?: return null
            val info = node(virtualViewId, p.bounds)
            // Only what a tap acts on is a button; the other points are read, not announced as buttons.
            info.className = if (p.actionable) "android.widget.Button" else "android.view.View"
            info.isClickable = p.actionable
            info.isSelected = p.selected
            val states = p.states.joinToString(", ")
            if (Build.VERSION.SDK_INT >= 30) {
                info.contentDescription = p.description
                if (states.isNotEmpty()) info.stateDescription = states
            } else {
                info.contentDescription = if (states.isEmpty()) p.description else p.description + ", " + states
            }
            if (p.actionable) info.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_CLICK)
            return info
        }

        override fun performAction(virtualViewId: Int, action: Int, arguments: Bundle?): Boolean {
            if (virtualViewId == HOST_VIEW_ID) return performAccessibilityAction(action, arguments)
            return when (action) {
                AccessibilityNodeInfo.ACTION_CLICK -> if (virtualViewId == BAND_TOP || virtualViewId == BAND_BOTTOM) false else {
                    // A move made with TalkBack: activating points is tapping them.
                    controller.tap(virtualViewId)
                    send(virtualViewId, AccessibilityEvent.TYPE_VIEW_CLICKED)
                    true
                }
                AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS -> {
                    focused = virtualViewId
                    send(virtualViewId, AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUSED)
                    invalidate()
                    true
                }
                AccessibilityNodeInfo.ACTION_CLEAR_ACCESSIBILITY_FOCUS -> {
                    if (focused == virtualViewId) focused = null
                    send(virtualViewId, AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUS_CLEARED)
                    true
                }
                else -> false
            }
        }
    }

    companion object {
        /** Virtual view ids of the two nameplate bands (the points use their indices). */
        const val BAND_TOP = 10_000
        const val BAND_BOTTOM = 10_001
    }
}
