package app.fireside.ui

import android.animation.ValueAnimator
import android.content.Context
import android.graphics.Canvas
import android.graphics.Rect
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
import app.fireside.board.AnimationTimeline
import app.fireside.board.Arrangement
import app.fireside.board.BoardAccessibility
import app.fireside.board.BoardLayout
import app.fireside.board.BoardRenderer
import app.fireside.board.Box
import app.fireside.board.DragState
import app.fireside.board.DragTracker
import app.fireside.board.Gesture
import app.fireside.board.Overlay
import app.fireside.board.Pt
import app.fireside.board.ScreenTexts
import app.fireside.board.VirtualPoint
import app.fireside.game.KeyMapper
import app.fireside.model.Event
import app.fireside.model.AccessView
import app.fireside.model.BoardDrawing
import app.fireside.model.BoardPanel
import app.fireside.model.GameView
import app.fireside.model.PointView

/**
 * A board drawn by [BoardRenderer] through a Canvas: the game screen's, with its nameplates,
 * from the core's [GameView], or a board without the game around it from the core's
 * [BoardPanel] (the review's, an exercise's, a puzzle's, a lesson's). Thin: touches go
 * through [DragTracker] and become `Tap`, `DragStart` and `DragEnd` events, keys go through
 * [KeyMapper], the view's typed animation is played by an [AnimationTimeline] (and reported
 * finished), and TalkBack sees one virtual view per point with the core's label.
 * Everything else is the core's.
 */
class BoardView private constructor(
    context: Context,
    board: BoardDrawing,
    points: List<PointView>,
    access: AccessView,
    private val dispatch: (Event) -> Unit,
) : View(context) {
    /** A board without the game screen around it: the core's panel, as it is. */
    constructor(context: Context, panel: BoardPanel, dispatch: (Event) -> Unit) :
        this(context, panel.board, panel.points, panel.access, dispatch) {
        show(panel)
    }

    /** The game screen's board and the players' bands. */
    constructor(context: Context, game: GameView, dispatch: (Event) -> Unit) :
        this(context, game.board, game.points, game.access, dispatch) {
        // An animation left over from before this view (a rotation): not replayed.
        seenAnimation = game.animation?.id
        game.animation?.let { a -> post { dispatch(Event.AnimationFinished(a.id)) } }
        show(game)
    }

    private val painter = CanvasPainter()
    /** The theme's palette; the board's colors turn high-contrast when the core's setting says so. */
    private val themed = themePalette(context)
    private val renderer = BoardRenderer(painter, palette(access), java.util.Locale.getDefault()).apply {
        sp = TypedValue.applyDimension(TypedValue.COMPLEX_UNIT_SP, 1f, resources.displayMetrics)
        // A tablet is read from further away (and across the table): larger band texts.
        bandScale = if (resources.configuration.smallestScreenWidthDp >= 600) TABLET_BAND_SCALE else 1f
    }

    private fun palette(a: AccessView) = if (a.highContrast) themed.highContrast() else themed
    private val tracker = DragTracker(ViewConfiguration.get(context).scaledTouchSlop.toFloat())

    /** The board shown: the drawing, one view per point, the screen reader's view. */
    private var drawing: BoardDrawing = board
    private var points: List<PointView> = points
    private var access: AccessView = access
    /** The game screen's: the players' bands and whether the computer thinks (none on a panel). */
    private var texts: ScreenTexts = NO_BANDS
    private var thinking = false
    private var layoutCache: Triple<BoardDrawing, Arrangement, BoardLayout>? = null
    private var keyboardUsed = false

    /** The move being animated, from the board shown before it. */
    private var timeline: AnimationTimeline? = null
    private var startedAt = 0L
    /** The last animation seen (played, skipped or reported finished). */
    private var seenAnimation: ULong? = null

    /** Keeps frames coming while something moves: an animation, the thinking dots, blinking. */
    private val ticker = ValueAnimator.ofFloat(0f, 1f).apply {
        duration = 1000
        repeatCount = ValueAnimator.INFINITE
        addUpdateListener {
            invalidate()
            if (!needsTicks()) cancel()
        }
    }

    init {
        isFocusable = true
        isFocusableInTouchMode = true
        importantForAccessibility = IMPORTANT_FOR_ACCESSIBILITY_YES
    }

    /** When the capturable pieces appeared: their blink starts "on" from there. */
    private var blinkSince = SystemClock.uptimeMillis()

    /** The language of the texts, for line breaking. */
    fun setLanguage(code: String) {
        renderer.locale = java.util.Locale.forLanguageTag(code)
    }

    /** A board panel: its drawing, points and screen-reader view; no bands, no animation. */
    fun show(panel: BoardPanel) {
        showBoard(panel.board, panel.points, panel.access)
        texts = NO_BANDS
        thinking = false
        timeline = null
        contentDescription = ""
        startTicks()
        invalidate()
        provider.changed()
    }

    private fun showBoard(board: BoardDrawing, points: List<PointView>, access: AccessView) {
        if (board.highlights.capturable != drawing.highlights.capturable) blinkSince = SystemClock.uptimeMillis()
        drawing = board
        this.points = points
        this.access = access
        if (access.highContrast != renderer.pal.highContrast) renderer.pal = palette(access)
    }

    /** The game screen's board and bands, and its move to animate. */
    fun show(g: GameView) {
        val before = drawing
        showBoard(g.board, g.points, g.access)
        texts = ScreenTexts.of(g)
        thinking = g.thinking
        val anim = g.animation
        if (anim != null && anim.id != seenAnimation) {
            seenAnimation = anim.id
            val tl = AnimationTimeline(anim, layoutFor(before), motionScale())
            if (tl.duration > 0) {
                timeline = tl
                // The clock starts on the first frame drawn, as the display shows it.
                startedAt = -1L
            } else {
                timeline = null
                post { dispatch(Event.AnimationFinished(anim.id)) }
            }
        } else if (anim == null) {
            timeline = null
        }
        contentDescription = g.boardLabel
        startTicks()
        invalidate()
        provider.changed()
        reportRoom()
    }

    /**
     * Told where the room the board leaves is (`BoardLayout.room`, null: none) whenever it
     * changes: the game screen puts its move list there. Set, the board leaves that room.
     */
    var onRoom: ((Box?) -> Unit)? = null
    private var reportedRoom: Box? = null

    /**
     * Told where table mode's corners beside the board are (`BoardLayout.corners`: the near
     * player's, the far player's; null: none) whenever they change.
     */
    var onCorners: ((Pair<Box, Box>?) -> Unit)? = null
    private var reportedCorners: Pair<Box, Box>? = null
    private var cornersReported = false

    private fun reportRoom() {
        if (width == 0 || height == 0) return
        val l = layoutFor(drawing)
        if (!cornersReported || l.corners != reportedCorners) {
            cornersReported = true
            reportedCorners = l.corners
            onCorners?.invoke(l.corners)
        }
        if (l.room == reportedRoom) return
        reportedRoom = l.room
        onRoom?.invoke(l.room)
    }

    override fun onLayout(changed: Boolean, left: Int, top: Int, right: Int, bottom: Int) {
        super.onLayout(changed, left, top, right, bottom)
        reportRoom()
    }

    /** Ends the animation at once (the player is ahead of it). */
    private fun finishAnimation() {
        val tl = timeline ?: return
        timeline = null
        post { dispatch(Event.AnimationFinished(tl.animation.id)) }
    }

    private fun needsTicks() = timeline != null || thinking ||
        (drawing.highlights.capturable.isNotEmpty() && motionScale() > 0f)

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
        val t = texts
        // A game's board (bands shown, not table mode) leaves its room above for the move list.
        val roomAbove = onRoom != null && !t.table
        val stacked = Arrangement.stacked(w, h, renderer.bandHeight(t.top, w, d), renderer.bandHeight(t.bottom, w, d), d, roomAbove)
        val turned = t.table
        val side = Arrangement.sideWidth(w, d)
        fun piece(a: Arrangement) = BoardLayout(drawing, w, h, d, a, roles(), hits(), turnKept).pieceRadius
        // Table mode on a tablet: a band at each player's end of the board, which gets the height.
        if (Arrangement.wantsTableSides(w, h, turned)) {
            val sides = Arrangement.table(w, h, side, renderer.bandHeight(t.top, side, d), renderer.bandHeight(t.bottom, side, d), d)
            return if (piece(sides) > piece(stacked)) sides else stacked
        }
        if (!Arrangement.wantsSide(w, h, turned)) return stacked
        val beside = Arrangement.beside(w, h, side, renderer.bandHeight(t.top, side, d), renderer.bandHeight(t.bottom, side, d), d)
        return if (piece(beside) > piece(stacked)) beside else stacked
    }

    private fun roles() = points.map { it.role }
    private fun hits() = points.map { it.hit }

    internal fun layoutFor(model: BoardDrawing): BoardLayout {
        val arr = arrangement()
        val cached = layoutCache
        if (cached != null && cached.third.width == width.toFloat() && cached.third.height == height.toFloat() &&
            cached.second == arr && cached.first.points == model.points && cached.first.aspect == model.aspect
        ) return cached.third
        return BoardLayout(model, width.toFloat(), height.toFloat(), resources.displayMetrics.density, arr, roles(), hits(), turnKept).also {
            layoutCache = Triple(model, arr, it)
            // The first real layout decides a mancala board's turn for as long as this view shows.
            if (firstTurn == null && width > 0 && height > 0) firstTurn = it.turned
        }
    }

    /** Whether the board was turned a quarter when first laid out (null before). */
    private var firstTurn: Boolean? = null

    /** The turn kept while this view shows; none where the core keeps the board upright (`Seating.upright`). */
    private val turnKept: Boolean?
        get() = if (texts.upright) false else firstTurn

    /** The lines of a band as drawn now (for tests of their sizes). */
    internal fun bandLines(top: Boolean): app.fireside.board.BandLines {
        val l = layoutFor(drawing)
        val box = if (top) l.topBand else l.bottomBand
        return renderer.bandLines(if (top) texts.top else texts.bottom, box.width, resources.displayMetrics.density)
    }

    /** A move is being animated. */
    internal val animating: Boolean get() = timeline != null

    /** The board is drawn in the high-contrast palette (for tests: a setting shows at once). */
    internal val drawnInHighContrast: Boolean get() = renderer.pal.highContrast

    /** The board drawing shown now. */
    internal val model: BoardDrawing get() = drawing

    /** Where point [i] of the current model is, in this view's pixels (for tests and hover). */
    internal fun pointAt(i: Int): Pt = layoutFor(drawing).points[i]

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
        val tl = timeline
        if (tl != null && startedAt < 0) startedAt = now
        val frame = if (tl != null && now - startedAt < tl.duration) tl.frame(now - startedAt) else {
            if (tl != null) finishAnimation()
            null
        }
        val model = drawing
        val drag = if (tracker.dragging) tracker.origin?.let { DragState(it, tracker.fingerX, tracker.fingerY) } else null
        val overlay = Overlay(
            frame = frame,
            drag = drag,
            blinkOn = scale == 0f || ((now - blinkSince) / 450) % 2 == 0L,
            thinking = if (thinking) (now % 1200) / 1200f else null,
            showCursor = keyboardUsed,
        )
        renderer.draw(model, layoutFor(model), texts, overlay)
        painter.canvas = null
    }

    // --- touch ---

    override fun onTouchEvent(event: MotionEvent): Boolean {
        val layout = layoutFor(drawing)
        val started: (Int) -> Unit = { dispatch(Event.DragStart(it.toUByte())) }
        when (event.actionMasked) {
            MotionEvent.ACTION_DOWN -> {
                keyboardUsed = false
                finishAnimation()
                tracker.down(event.x, event.y, layout)
                parent?.requestDisallowInterceptTouchEvent(true)
            }
            MotionEvent.ACTION_MOVE -> if (tracker.move(event.x, event.y, started)) invalidate()
            MotionEvent.ACTION_UP -> {
                when (val g = tracker.up(event.x, event.y, layout, started)) {
                    is Gesture.Tap -> dispatch(Event.Tap(g.point.toUByte()))
                    is Gesture.Drop -> dispatch(Event.DragEnd(g.to?.toUByte()))
                    Gesture.None -> Unit
                }
                performClick()
                invalidate()
            }
            MotionEvent.ACTION_CANCEL -> {
                if (tracker.dragging) dispatch(Event.DragEnd(null))
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
        finishAnimation()
        keyboardUsed = true
        dispatch(Event.Key(key))
        invalidate()
        return true
    }

// --- accessibility: a virtual view per point ---

    private val provider = Provider()

    override fun getAccessibilityNodeProvider(): AccessibilityNodeProvider = provider

    override fun dispatchHoverEvent(event: MotionEvent): Boolean {
        val am = context.getSystemService(Context.ACCESSIBILITY_SERVICE) as AccessibilityManager
        if (am.isEnabled && am.isTouchExplorationEnabled) {
            val hit = layoutFor(drawing).hitTest(event.x, event.y, 0f)
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

        private fun points(): List<VirtualPoint> = BoardAccessibility.points(this@BoardView.points, access.readingOrder, drawing.highlights.selected?.toInt(), layoutFor(drawing))

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
            val l = layoutFor(drawing)
            return listOf(BAND_TOP to l.topBand, BAND_BOTTOM to l.bottomBand)
        }

        private fun bandText(id: Int) = BoardAccessibility.band(if (id == BAND_TOP) texts.top else texts.bottom)

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

        /** The board summary, said on demand (the core's `DescribeBoard`). */
        private fun summaryAction() =
            AccessibilityNodeInfo.AccessibilityAction(BoardAccessibility.SUMMARY_ACTION, access.summaryLabel)

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
                info.addAction(summaryAction())
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
                    // A heading: TalkBack's heading navigation jumps between the players and the board.
                    if (android.os.Build.VERSION.SDK_INT >= 28) isHeading = true
                }
            }
            val p = points().firstOrNull { it.id == virtualViewId } ?: return null
            val info = node(virtualViewId, p.bounds)
            // Only what a tap acts on is a button; the other points are read, not announced as buttons.
            info.className = if (p.actionable) "android.widget.Button" else "android.view.View"
            info.isClickable = p.actionable
            info.isSelected = p.selected
            // The core's label says what stands there and its state, in the player's language.
            info.contentDescription = p.description
            if (p.actionable) info.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_CLICK)
            // The core's moves from or to this point, each a custom action that plays it whole.
            p.actions.forEachIndexed { k, action ->
                info.addAction(AccessibilityNodeInfo.AccessibilityAction(BoardAccessibility.actionId(k), action.label))
            }
            info.addAction(summaryAction())
            return info
        }

        override fun performAction(virtualViewId: Int, action: Int, arguments: Bundle?): Boolean {
            if (action == BoardAccessibility.SUMMARY_ACTION) {
                dispatch(Event.DescribeBoard)
                return true
            }
            if (virtualViewId == HOST_VIEW_ID) return performAccessibilityAction(action, arguments)
            val actions = points().firstOrNull { it.id == virtualViewId }?.actions.orEmpty()
            BoardAccessibility.actionIndex(action, actions.size)?.let { k ->
                dispatch(actions[k].event)
                return true
            }
            return when (action) {
                AccessibilityNodeInfo.ACTION_CLICK -> if (virtualViewId == BAND_TOP || virtualViewId == BAND_BOTTOM) false else {
                    // A move made with TalkBack: activating points is tapping them.
                    dispatch(Event.Tap(virtualViewId.toUByte()))
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

        /** A panel's board has no players' bands: nothing drawn, nothing said. */
        private val NO_BANDS = app.fireside.board.BandTexts("", "", emptyList(), null, active = false, turned = false, computer = false)
            .let { ScreenTexts(it, it) }

        /** The band texts on a tablet: the smallest (14 sp) becomes 17.5 sp. */
        const val TABLET_BAND_SCALE = 1.25f
    }
}
