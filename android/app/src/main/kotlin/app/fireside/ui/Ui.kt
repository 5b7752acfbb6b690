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

fun <T> Context.choice(items: List<Pair<T, String>>, selected: T, onPick: (T) -> Unit): RadioGroup = RadioGroup(this).apply {
    orientation = RadioGroup.VERTICAL
    for ((i, item) in items.withIndex()) {
        val rb = RadioButton(this@choice).apply {
            id = View.generateViewId()
            say(item.second)
            textSize = 16f
            setTextColor(themePalette(this@choice).INK)
            buttonTintList = android.content.res.ColorStateList.valueOf(getColor(R.color.fireside_primary))
            minHeight = dp(48f)
            isChecked = item.first == selected
            setOnClickListener { onPick(items[i].first) }
        }
        addView(rb)
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

fun matchWidth() = ViewGroup.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.WRAP_CONTENT)
