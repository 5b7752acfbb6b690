package app.fireside.ui

import android.content.Context
import android.graphics.Typeface
import android.view.Gravity
import android.view.View
import android.view.ViewGroup
import android.widget.ArrayAdapter
import android.widget.Button
import android.widget.LinearLayout
import android.widget.RadioButton
import android.widget.RadioGroup
import android.widget.ScrollView
import android.widget.Spinner
import android.widget.TextView
import android.widget.AdapterView
import android.app.Activity
import android.os.Build
import android.view.WindowInsets
import app.fireside.R
import app.fireside.board.Palette

/** Small builders for screens made in code from framework widgets (no XML layouts, no androidx). */
fun Context.dp(v: Float): Int = (v * resources.displayMetrics.density + 0.5f).toInt()

/** The screen colors of the current theme (values/colors.xml, values-night/colors.xml). */
fun themePalette(context: Context): Palette = Palette(
    BACKGROUND = context.getColor(R.color.fireside_background),
    BAND = context.getColor(R.color.fireside_band),
    BAND_ACTIVE = context.getColor(R.color.fireside_band_active),
    INK = context.getColor(R.color.fireside_ink),
    INK_SOFT = context.getColor(R.color.fireside_ink_soft),
    INK_ON_ACTIVE = context.getColor(R.color.fireside_ink_on_active),
    BOARD = context.getColor(R.color.fireside_board),
    BOARD_EDGE = context.getColor(R.color.fireside_board_edge),
)


/**
 * Shows [content] edge to edge on every API level (Android 15 enforces it for apps that
 * target it): the window reaches under the transparent status and navigation bars, and
 * [content] gets their insets (and a display cutout's) as padding, so nothing is drawn
 * under them and the background still fills the screen.
 */
fun Activity.setScreen(content: View) {
    if (Build.VERSION.SDK_INT >= 30) {
        window.setDecorFitsSystemWindows(false)
    } else {
        @Suppress("DEPRECATION")
        window.decorView.systemUiVisibility = View.SYSTEM_UI_FLAG_LAYOUT_STABLE or
            View.SYSTEM_UI_FLAG_LAYOUT_FULLSCREEN or View.SYSTEM_UI_FLAG_LAYOUT_HIDE_NAVIGATION
    }
    val base = intArrayOf(content.paddingLeft, content.paddingTop, content.paddingRight, content.paddingBottom)
    content.setOnApplyWindowInsetsListener { v, insets ->
        val i = systemBarInsets(insets)
        v.setPadding(base[0] + i[0], base[1] + i[1], base[2] + i[2], base[3] + i[3])
        insets
    }
    setContentView(content)
    content.requestApplyInsets()
}

/** Left, top, right, bottom of the system bars and the display cutout, in pixels. */
fun systemBarInsets(insets: WindowInsets): IntArray = if (Build.VERSION.SDK_INT >= 30) {
    val i = insets.getInsets(WindowInsets.Type.systemBars() or WindowInsets.Type.displayCutout())
    intArrayOf(i.left, i.top, i.right, i.bottom)
} else {
    @Suppress("DEPRECATION")
    intArrayOf(insets.systemWindowInsetLeft, insets.systemWindowInsetTop, insets.systemWindowInsetRight, insets.systemWindowInsetBottom)
}

fun Context.column(): LinearLayout = LinearLayout(this).apply {
    orientation = LinearLayout.VERTICAL
    setPadding(dp(16f), dp(12f), dp(16f), dp(12f))
}

fun Context.row(): LinearLayout = LinearLayout(this).apply {
    orientation = LinearLayout.HORIZONTAL
    gravity = Gravity.CENTER_VERTICAL
}

/** A menu scrolls, at a readable width (centred on a wide screen). */
fun Context.scrolling(content: View): ScrollView = ScrollView(this).apply {
    setBackgroundColor(themePalette(this@scrolling).BACKGROUND)
    addView(Readable(this@scrolling, dp(MENU_MAX_WIDTH_DP)).apply { addView(content, matchWidth()) })
}

/** The widest a menu's column grows (two columns of cards on a tablet). */
const val MENU_MAX_WIDTH_DP = 880f

/** Wide enough for two columns (a landscape phone, a tablet). */
fun Context.wide(): Boolean = resources.configuration.screenWidthDp >= 600

/** A frame that gives its child at most [maxWidth] pixels, centred. */
class Readable(context: Context, private val maxWidth: Int) : android.widget.FrameLayout(context) {
    override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) {
        val w = View.MeasureSpec.getSize(widthMeasureSpec)
        val side = ((w - maxWidth) / 2).coerceAtLeast(0)
        setPadding(side, 0, side, 0)
        super.onMeasure(widthMeasureSpec, heightMeasureSpec)
    }
}

fun Context.label(text: String, sizeSp: Float = 16f, bold: Boolean = false, color: Int? = null): TextView =
    TextView(this).apply {
        phrases()
        say(text)
        textSize = sizeSp
        setTextColor(color ?: themePalette(this@label).INK)
        if (bold) typeface = Typeface.DEFAULT_BOLD
        setPadding(0, dp(4f), 0, dp(4f))
    }

/** Korean lines break between phrases where the framework can (API 33); [say] keeps words whole before. */
fun TextView.phrases() {
    if (Build.VERSION.SDK_INT >= 33) lineBreakWordStyle = android.graphics.text.LineBreakConfig.LINE_BREAK_WORD_STYLE_PHRASE
}

/** The dialog's message breaks Korean lines between phrases too, as [label] does. */
fun android.app.AlertDialog.phraseBreaks(): android.app.AlertDialog {
    findViewById<TextView>(android.R.id.message)?.let { m ->
        m.phrases()
        m.say(m.text.toString())
    }
    return this
}

/** A button at least 48 dp tall and wide (touch targets), in the app's skin. */
fun Context.button(text: String, tone: Skin.Tone = Skin.Tone.PLAIN, onClick: () -> Unit): Button = Button(this).apply {
    Skin.style(this, tone)
    phrases()
    say(text)
    textSize = 16f
    minHeight = dp(48f)
    minimumHeight = dp(48f)
    minWidth = dp(48f)
    minimumWidth = dp(48f)
    setOnClickListener { onClick() }
}

/**
 * One of [items], as radio buttons; an entry's note (the core's description, [notes] in the
 * same order) is written under its button in smaller, softer type, indented to its text.
 */
fun <T> Context.choice(items: List<Pair<T, String>>, selected: T, notes: List<String?> = emptyList(), onPick: (T) -> Unit): RadioGroup = RadioGroup(this).apply {
    orientation = RadioGroup.VERTICAL
    val pal = themePalette(this@choice)
    for ((i, item) in items.withIndex()) {
        val rb = RadioButton(this@choice).apply {
            id = View.generateViewId()
            say(item.second)
            textSize = 16f
            setTextColor(pal.INK)
            buttonTintList = android.content.res.ColorStateList.valueOf(getColor(R.color.fireside_primary))
            minHeight = dp(48f)
            isChecked = item.first == selected
            setOnClickListener { onPick(items[i].first) }
        }
        addView(rb)
        notes.getOrNull(i)?.let { note ->
            addView(label(note, 14f, color = pal.INK_SOFT).apply {
                setPadding(dp(32f), 0, 0, dp(8f))
                // A tap on the note picks its entry, as on the button's own text.
                setOnClickListener { rb.performClick() }
            })
        }
    }
}

fun <T> Context.spinner(items: List<Pair<T, String>>, selected: T, onPick: (T) -> Unit): Spinner = Spinner(this).apply {
    adapter = ArrayAdapter(this@spinner, android.R.layout.simple_spinner_dropdown_item, items.map { it.second })
    minimumHeight = dp(48f)
    setSelection(items.indexOfFirst { it.first == selected }.coerceAtLeast(0))
    onItemSelectedListener = object : AdapterView.OnItemSelectedListener {
        override fun onItemSelected(parent: AdapterView<*>?, view: View?, position: Int, id: Long) {
            if (items[position].first != selected) onPick(items[position].first)
        }
        override fun onNothingSelected(parent: AdapterView<*>?) {}
    }
}

/** The app's one type scale (sp): a screen's title in its bar, a card's name, a section, text, a note. */
object TypeScale {
    const val TITLE = 22f
    const val HEADLINE = 20f
    const val SECTION = 18f
    const val BODY = 16f
    const val NOTE = 14f
}

/**
 * The app bar of a screen: Back (where there is somewhere to go back to: an arrow, said as
 * the core's [backLabel]), the screen's title, and the screen's [actions] at the end.
 */
class AppBar(private val c: Context, backLabel: String?, onBack: () -> Unit) : LinearLayout(c) {
    private val titleView: TextView = c.label("", TypeScale.TITLE, bold = true).apply {
        maxLines = 2
        ellipsize = android.text.TextUtils.TruncateAt.END
    }
    private val actionRow = LinearLayout(c).apply { orientation = HORIZONTAL; gravity = Gravity.CENTER_VERTICAL }

    init {
        orientation = HORIZONTAL
        gravity = Gravity.CENTER_VERTICAL
        val pal = themePalette(c)
        setBackgroundColor(pal.BAND)
        setPadding(c.dp(4f), c.dp(4f), c.dp(8f), c.dp(4f))
        minimumHeight = c.dp(56f)
        if (backLabel != null) {
            addView(Button(c).apply {
                background = null
                contentDescription = backLabel
                val arrow = c.getDrawable(R.drawable.ic_back)!!.mutate().apply { setTint(pal.INK) }
                val size = c.dp(24f)
                arrow.setBounds(0, 0, size, size)
                setCompoundDrawablesRelative(arrow, null, null, null)
                setPadding(c.dp(12f), 0, c.dp(12f), 0)
                minWidth = c.dp(48f)
                minimumWidth = c.dp(48f)
                minHeight = c.dp(48f)
                minimumHeight = c.dp(48f)
                setOnClickListener { onBack() }
            }, LayoutParams(LayoutParams.WRAP_CONTENT, c.dp(48f)))
        } else {
            titleView.setPadding(c.dp(12f), 0, 0, 0)
        }
        addView(titleView, LayoutParams(0, LayoutParams.WRAP_CONTENT, 1f))
        addView(actionRow)
    }

    fun show(title: String, actions: List<android.view.View> = emptyList()) {
        titleView.say(title)
        actionRow.removeAllViews()
        for (a in actions) actionRow.addView(a)
    }
}

/**
 * The one button layout of the learning screens (puzzle, lesson, review, learning from
 * mistakes): equal buttons two a row, each row at one height; an odd last one spans its row.
 */
fun Context.actions(buttons: List<Button>): LinearLayout = LinearLayout(this).apply {
    orientation = LinearLayout.VERTICAL
    for (pair in buttons.chunked(2)) {
        val row = LinearLayout(this@actions).apply { orientation = LinearLayout.HORIZONTAL }
        for (b in pair) {
            b.maxLines = 2
            row.addView(b, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.MATCH_PARENT, 1f))
        }
        addView(row, matchWidth())
    }
}

/** [content] under [bar], the content taking the rest of the height. */
fun Context.underBar(bar: AppBar, content: View): LinearLayout = LinearLayout(this).apply {
    orientation = LinearLayout.VERTICAL
    // The system bars' insets take the bar's colour above it.
    setBackgroundColor(themePalette(this@underBar).BAND)
    addView(bar, matchWidth())
    addView(content, LinearLayout.LayoutParams(LinearLayout.LayoutParams.MATCH_PARENT, 0, 1f))
}

fun matchWidth() = ViewGroup.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.WRAP_CONTENT)
