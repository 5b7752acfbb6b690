package app.fireside.ui

import android.animation.ValueAnimator
import android.content.Context
import android.graphics.Canvas
import android.graphics.Rect
import android.os.Bundle
import android.os.SystemClock
import android.view.KeyEvent
import android.view.MotionEvent
import android.view.View
import android.view.ViewConfiguration
import android.view.accessibility.AccessibilityEvent
import android.view.accessibility.AccessibilityManager
import android.view.accessibility.AccessibilityNodeInfo
import android.view.accessibility.AccessibilityNodeProvider
import app.fireside.board.BoardAccessibility
import app.fireside.board.BoardLayout
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
    private val renderer = BoardRenderer(painter)
    private val tracker = DragTracker(ViewConfiguration.get(context).scaledTouchSlop.toFloat())
    private val playback = Playback(controller)
    private var state: GameState = controller.state
    private var layoutCache: Pair<RenderModel, BoardLayout>? = null
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

    fun show(s: GameState) {
        state = s
        contentDescription = s.texts.bottom.status ?: s.texts.top.status
        startTicks()
        invalidate()
        provider.changed()
    }

    /** Drops pending animations (undo, leaving). */
    fun skipAnimations() = playback.clear()

    private fun needsTicks() = playback.running || state.thinking || state.model.highlights.capturable.isNotEmpty()
    private fun startTicks() {
        if (needsTicks() && !ticker.isStarted) ticker.start()
        invalidate()
    }

    override fun onDetachedFromWindow() {
        ticker.cancel()
        super.onDetachedFromWindow()
    }

    private fun layoutFor(model: RenderModel): BoardLayout {
        val cached = layoutCache
        if (cached != null && cached.second.width == width.toFloat() && cached.second.height == height.toFloat() &&
            cached.first.points == model.points && cached.first.aspect == model.aspect
        ) return cached.second
        return BoardLayout(model, width.toFloat(), height.toFloat(), resources.displayMetrics.density).also { layoutCache = model to it }
    }

    override fun onDraw(canvas: Canvas) {
        painter.canvas = canvas
        val now = SystemClock.uptimeMillis()
        val frame = playback.frame(now, ::layoutFor, animationSpeed)
        val model = state.model
        val drag = if (tracker.dragging) tracker.origin?.let { DragState(it, tracker.fingerX, tracker.fingerY) } else null
        val overlay = Overlay(
            frame = frame,
            drag = drag,
            blinkOn = (now / 450) % 2 == 0L,
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

        private fun send(id: Int, type: Int) {
            val e = AccessibilityEvent.obtain(type)
            e.packageName = context.packageName
            e.className = "android.widget.Button"
            e.setSource(this@BoardView, id)
            points().firstOrNull { it.id == id }?.let { e.contentDescription = it.description }
            parent?.requestSendAccessibilityEvent(this@BoardView, e)
        }

        override fun createAccessibilityNodeInfo(virtualViewId: Int): AccessibilityNodeInfo? {
            if (virtualViewId == HOST_VIEW_ID) {
                val info = AccessibilityNodeInfo.obtain(this@BoardView)
                onInitializeAccessibilityNodeInfo(info)
                for (p in points()) info.addChild(this@BoardView, p.id)
                return info
            }
            val p = points().firstOrNull { it.id == virtualViewId } ?: return null
            val info = AccessibilityNodeInfo.obtain(this@BoardView, virtualViewId)
            info.packageName = context.packageName
            info.className = "android.widget.Button"
            info.setSource(this@BoardView, virtualViewId)
            info.setParent(this@BoardView)
            info.contentDescription = p.description
            info.isEnabled = true
            info.isFocusable = true
            info.isClickable = p.actionable
            info.isSelected = p.selected
            info.isVisibleToUser = true
            val r = Rect(p.bounds.left.toInt(), p.bounds.top.toInt(), p.bounds.right.toInt(), p.bounds.bottom.toInt())
            info.setBoundsInParent(r)
            val loc = IntArray(2)
            getLocationOnScreen(loc)
            r.offset(loc[0], loc[1])
            info.setBoundsInScreen(r)
            info.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_CLICK)
            if (focused == virtualViewId) {
                info.isAccessibilityFocused = true
                info.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_CLEAR_ACCESSIBILITY_FOCUS)
            } else {
                info.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_ACCESSIBILITY_FOCUS)
            }
            return info
        }

        override fun performAction(virtualViewId: Int, action: Int, arguments: Bundle?): Boolean {
            if (virtualViewId == HOST_VIEW_ID) return performAccessibilityAction(action, arguments)
            return when (action) {
                AccessibilityNodeInfo.ACTION_CLICK -> {
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
}
