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
import app.fireside.board.Palette

/** Small builders for screens made in code from framework widgets (no XML layouts, no androidx). */
fun Context.dp(v: Float): Int = (v * resources.displayMetrics.density + 0.5f).toInt()

fun Context.column(): LinearLayout = LinearLayout(this).apply {
    orientation = LinearLayout.VERTICAL
    setPadding(dp(16f), dp(12f), dp(16f), dp(12f))
}

fun Context.row(): LinearLayout = LinearLayout(this).apply {
    orientation = LinearLayout.HORIZONTAL
    gravity = Gravity.CENTER_VERTICAL
}

fun Context.scrolling(content: View): ScrollView = ScrollView(this).apply {
    setBackgroundColor(Palette.BACKGROUND)
    addView(content)
}

fun Context.label(text: String, sizeSp: Float = 16f, bold: Boolean = false, color: Int = Palette.INK): TextView =
    TextView(this).apply {
        this.text = text
        textSize = sizeSp
        setTextColor(color)
        if (bold) typeface = Typeface.DEFAULT_BOLD
        setPadding(0, dp(4f), 0, dp(4f))
    }

/** A button at least 48 dp tall and wide (touch targets). */
fun Context.button(text: String, onClick: () -> Unit): Button = Button(this).apply {
    this.text = text
    isAllCaps = false
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
            text = item.second
            textSize = 16f
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
