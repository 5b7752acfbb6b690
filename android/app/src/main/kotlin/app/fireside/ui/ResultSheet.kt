package app.fireside.ui

import android.app.Activity
import android.widget.LinearLayout
import app.fireside.model.Event
import app.fireside.model.ResultPanel

/**
 * The end of a game as a sheet at the bottom of the game screen (where the buttons were),
 * so the final position stays in view: the headline, why it ended, the score where the
 * game keeps one, the rating once, and the core's three choices.
 */
/** The widest the result sheet grows under the board (a tablet): a readable width. */
const val RESULT_SHEET_MAX_WIDTH_DP = 560f

internal object ResultSheet {
    /** The sheet for [r], [width] pixels wide. */
    fun build(a: Activity, r: ResultPanel, closeLabel: String, width: Int, send: (Event) -> Unit): LinearLayout {
        val pal = themePalette(a)
        val sheet = a.sheetFrame().apply {
            setPadding(a.dp(20f), a.dp(14f), a.dp(20f), a.dp(10f))
            // Read as one: TalkBack starts at the headline.
            accessibilityPaneTitle = r.headline
        }
        // The headline, and beside it Close: the sheet gives the bar back (the move list,
        // the final position in full) and the bar a button that shows it again.
        val top = a.row().apply { gravity = android.view.Gravity.CENTER_VERTICAL }
        top.addView(a.label(r.headline, 24f, bold = true), LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.WRAP_CONTENT, 1f))
        top.addView(a.button(closeLabel, Skin.Tone.PLAIN) { send(Event.FoldResult(true)) })
        sheet.addView(top, matchWidth())
        for (line in r.lines) sheet.addView(a.label(line, 16f, color = pal.INK_SOFT))
        val choices = a.row()
        val buttons = mutableListOf<android.widget.Button>()
        fun add(text: String, tone: Skin.Tone, e: Event) {
            val b = a.button(text, tone) { send(e) }.apply {
                maxLines = 2
                setPadding(a.dp(8f), paddingTop, a.dp(8f), paddingBottom)
            }
            buttons += b
            choices.addView(b, LinearLayout.LayoutParams(0, LinearLayout.LayoutParams.MATCH_PARENT, 1f))
        }
        add(r.rematchLabel, Skin.Tone.PRIMARY, Event.Rematch)
        add(r.reviewLabel, Skin.Tone.PLAIN, Event.ReviewGame)
        add(r.leaveLabel, Skin.Tone.PLAIN, Event.Leave)
        // A long word (Finnish "Uusintaottelu") shrinks the three a little, not broken.
        fitOneSize(buttons, (width - a.dp(40f)) / 3 - a.dp(16f))
        sheet.addView(choices, LinearLayout.LayoutParams(matchWidth()).apply { topMargin = a.dp(6f) })
        return sheet
    }
}
