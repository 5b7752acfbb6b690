package app.fireside.ui

import android.app.Activity
import android.app.Dialog
import android.content.Context
import android.graphics.Color
import android.graphics.drawable.ColorDrawable
import android.graphics.drawable.GradientDrawable
import android.graphics.drawable.StateListDrawable
import android.view.Gravity
import android.view.ViewGroup
import android.view.Window
import android.widget.Button
import android.widget.LinearLayout
import android.widget.ScrollView
import android.widget.TextView

/**
 * The frame of every sheet of the app (the game's menu, the move list, the result): a column
 * in the band's colour with a wooden edge, rounded on the side away from the player's edge.
 * Each sheet sets its own padding.
 */
internal fun Context.sheetFrame(): LinearLayout = column().apply {
    val pal = themePalette(this@sheetFrame)
    background = GradientDrawable().apply {
        setColor(pal.BAND)
        val r = dp(20f).toFloat()
        cornerRadii = floatArrayOf(r, r, r, r, 0f, 0f, 0f, 0f)
        setStroke(dp(1.5f), pal.BOARD_EDGE)
    }
}

/**
 * A sheet that rises from the edge of the player it faces, in the app's skin (the band's
 * color, a wooden edge, rounded top corners and a grip), in place of a stock dialog: the
 * game's menu (tappable [items]) and the move list (read-only [rows] and a Close button).
 * In table mode a sheet for the far player comes from their edge, turned to them.
 */
internal class SheetDialog(private val a: Activity, title: String?, turned: Boolean) : Dialog(a) {
    /** The menu's entries, in order (tappable). */
    val items = mutableListOf<TextView>()

    /** The move list's rows, in order. */
    val rows = mutableListOf<TextView>()

    /** The button that closes the sheet, when it has one. */
    var closeButton: Button? = null
        private set

    private val pal = themePalette(a)
    private val body: LinearLayout = a.column().apply { setPadding(0, 0, 0, 0) }
    private val list: LinearLayout = a.column().apply { setPadding(0, 0, 0, 0) }

    init {
        requestWindowFeature(Window.FEATURE_NO_TITLE)
        val sheet = a.sheetFrame().apply { setPadding(a.dp(8f), a.dp(8f), a.dp(8f), a.dp(12f)) }
        // The grip: says "a sheet", drawn as the board's edge.
        sheet.addView(android.view.View(a).apply {
            background = GradientDrawable().apply {
                setColor(Skin.withAlpha(pal.BOARD_EDGE, 0.5f))
                cornerRadius = a.dp(2f).toFloat()
            }
        }, LinearLayout.LayoutParams(a.dp(36f), a.dp(4f)).apply {
            gravity = Gravity.CENTER_HORIZONTAL
            bottomMargin = a.dp(6f)
        })
        if (!title.isNullOrEmpty()) {
            sheet.addView(a.label(title, TypeScale.HEADLINE, bold = true).apply {
                setPadding(a.dp(16f), a.dp(4f), a.dp(16f), a.dp(8f))
                isAccessibilityHeading = true
            })
            sheet.accessibilityPaneTitle = title
        }
        body.addView(list, matchWidth())
        // A long move list scrolls within at most two thirds of the screen.
        val scroll = object : ScrollView(a) {
            override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) {
                val most = (a.resources.displayMetrics.heightPixels * 0.66f).toInt()
                super.onMeasure(widthMeasureSpec, android.view.View.MeasureSpec.makeMeasureSpec(most, android.view.View.MeasureSpec.AT_MOST))
            }
        }.apply { addView(body, matchWidth()) }
        sheet.addView(scroll, matchWidth())
        setContentView(sheet)
        setCanceledOnTouchOutside(true)
        window?.let { w ->
            w.setBackgroundDrawable(ColorDrawable(Color.TRANSPARENT))
            val across = minOf(a.resources.displayMetrics.widthPixels, a.dp(RESULT_SHEET_MAX_WIDTH_DP))
            w.setLayout(across, ViewGroup.LayoutParams.WRAP_CONTENT)
            w.setGravity(if (turned) Gravity.TOP else Gravity.BOTTOM)
            w.setDimAmount(0.35f)
            if (turned) w.decorView.rotation = 180f
        }
    }

    /** A tappable entry: a full-width row, 56 dp tall, pressed in the board's edge tint. */
    fun item(text: String, onPick: () -> Unit): SheetDialog {
        val row = a.label(text, TypeScale.BODY + 1f).apply {
            minHeight = a.dp(56f)
            gravity = Gravity.CENTER_VERTICAL
            setPadding(a.dp(16f), a.dp(8f), a.dp(16f), a.dp(8f))
            isClickable = true
            isFocusable = true
            background = StateListDrawable().apply {
                fun shape(color: Int) = GradientDrawable().apply {
                    setColor(color)
                    cornerRadius = a.dp(12f).toFloat()
                }
                addState(intArrayOf(android.R.attr.state_pressed), shape(Skin.mix(pal.BAND, pal.BOARD_EDGE, 0.2f)))
                addState(intArrayOf(android.R.attr.state_focused), shape(Skin.mix(pal.BAND, pal.BOARD_EDGE, 0.12f)))
                addState(intArrayOf(), ColorDrawable(Color.TRANSPARENT))
            }
            setOnClickListener {
                dismiss()
                onPick()
            }
        }
        if (items.isNotEmpty()) list.addView(divider(), LinearLayout.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, a.dp(1f)))
        items += row
        list.addView(row, matchWidth())
        return this
    }

    /** A row of the move list: its number and moves, read as one. */
    fun row(text: String, label: String): SheetDialog {
        val v = a.label(text, TypeScale.BODY).apply {
            setPadding(a.dp(16f), a.dp(6f), a.dp(16f), a.dp(6f))
            contentDescription = label
        }
        if (rows.size % 2 == 1) v.setBackgroundColor(Skin.mix(pal.BAND, pal.BACKGROUND, 0.6f))
        rows += v
        list.addView(v, matchWidth())
        return this
    }

    /** A button under the rows that closes the sheet. */
    fun close(text: String): SheetDialog {
        val b = a.button(text) { dismiss() }
        closeButton = b
        (list.parent as LinearLayout).addView(b, LinearLayout.LayoutParams(matchWidth()).apply {
            topMargin = a.dp(8f)
            leftMargin = a.dp(8f)
            rightMargin = a.dp(8f)
        })
        return this
    }

    private fun divider() = android.view.View(a).apply {
        setBackgroundColor(Skin.withAlpha(pal.BOARD_EDGE, 0.18f))
    }
}
