package app.fireside.board

import app.fireside.core.Counter
import app.fireside.core.Nameplate
import app.fireside.core.PlayerKind
import app.fireside.core.RenderModel
import app.fireside.core.Role
import app.fireside.core.Side
import app.fireside.core.Translator

/** The texts of one nameplate band: who plays, their counters, and the status when it is theirs. */
data class BandTexts(
    val name: String,
    val detail: String,
    val counters: List<String>,
    val status: String?,
    val active: Boolean,
    val turned: Boolean,
    val computer: Boolean,
)

/** Every text drawn on the game screen, all from the core's translations. */
data class ScreenTexts(val bottom: BandTexts, val top: BandTexts) {
    companion object {
        /**
         * Builds the texts of a render model: the nameplates' role and player, each side's
         * counters (a counter with no owner goes to both bands, so the far player of table
         * mode reads it too), and the status line in the band of the player it concerns.
         */
        fun of(model: RenderModel, tr: Translator, humanName: String? = null, message: String? = null): ScreenTexts {
            val status = message ?: tr.matchStatus(model)
            val plates = model.nameplates
            fun band(plate: Nameplate): BandTexts {
                val counters = model.counters.filter { owner(it, plates) == null || owner(it, plates) == plate.side }
                    .mapNotNull { tr.counter(it.key, it.value) }
                val detail = when (val p = plate.player) {
                    is PlayerKind.Computer -> tr.levelName(p.level)
                    else -> humanName ?: ""
                }
                // The status goes to the top band when it is turned towards the far player.
                val statusHere = if (plate.atTop) model.statusTurned else !model.statusTurned
                return BandTexts(
                    name = tr.roleName(plate.role),
                    detail = detail,
                    counters = counters,
                    status = if (statusHere) status else null,
                    active = plate.active,
                    turned = plate.turned,
                    computer = plate.player is PlayerKind.Computer,
                )
            }
            val bottom = plates.first { !it.atTop }
            val top = plates.first { it.atTop }
            return ScreenTexts(band(bottom), band(top))
        }

        /** The side a counter belongs to, or null when it concerns both (limits, totals). */
        fun owner(counter: Counter, plates: List<Nameplate>): Side? {
            fun sideOf(role: Role) = plates.firstOrNull { it.role == role }?.side
            val key = counter.key
            return when {
                key.endsWith("-1") -> Side.ONE
                key.endsWith("-2") -> Side.TWO
                key.startsWith("white-") -> sideOf(Role.WHITE)
                key.startsWith("black-") -> sideOf(Role.BLACK)
                key == "geese-left" -> sideOf(Role.GEESE)
                key == "captured" -> sideOf(Role.FOX)
                else -> null
            }
        }
    }
}
