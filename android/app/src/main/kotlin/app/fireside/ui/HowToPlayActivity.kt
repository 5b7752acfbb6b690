package app.fireside.ui

import android.app.Activity
import android.content.Context
import android.content.Intent
import android.os.Bundle
import app.fireside.core.HowToBlock
import app.fireside.core.TextId

/** "How to play" of a game: the core's blocks, styled here. */
class HowToPlayActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val game = intent.getStringExtra(EXTRA_GAME) ?: return finish()
        val tr = fireside.translator()
        val col = column()
        col.addView(label(tr.gameName(game), 26f, bold = true))
        for (block in tr.howToPlay(game)) {
            col.addView(
                when (block) {
                    is HowToBlock.Heading -> label(block.text, if (block.level.toInt() == 1) 21f else 18f, bold = true)
                    is HowToBlock.Paragraph -> label(block.text, 16f)
                    is HowToBlock.ListItem -> label("•  " + block.text, 16f).apply { setPadding(dp(12f), dp(2f), 0, dp(2f)) }
                },
            )
        }
        col.addView(button(tr.text(TextId.BACK)) { finish() })
        setScreen(scrolling(col))
        title = tr.text(TextId.HOW_TO_PLAY)
    }

    companion object {
        const val EXTRA_GAME = "game"
        fun intent(context: Context, game: String) = Intent(context, HowToPlayActivity::class.java).putExtra(EXTRA_GAME, game)
    }
}
