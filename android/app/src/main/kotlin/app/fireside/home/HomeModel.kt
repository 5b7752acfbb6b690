package app.fireside.home

import app.fireside.core.Level
import app.fireside.core.Opponent
import app.fireside.core.Profile
import app.fireside.core.Store
import app.fireside.core.TextId
import app.fireside.core.Translator

/** One game on the home screen. */
data class GameCard(
    val id: String,
    val name: String,
    val description: String,
    /** "3 wins at expert level" per level, Easy to Expert. */
    val winsPerLevel: List<String>,
    val points: Int,
    val pointsText: String,
    /** A match of this game is saved and can be continued. */
    val canContinue: Boolean,
)

data class LeaderRow(val rank: String, val name: String, val points: String, val played: String, val active: Boolean)

/** The home screen: the four games with the active profile's wins and rating, and the leaderboard. */
class HomeModel(private val store: Store, private val tr: Translator) {
    fun profileName(p: Profile = store.activeProfile()): String = p.name.ifEmpty { tr.text(TextId.PROFILE_DEFAULT_NAME) }

    fun cards(): List<GameCard> {
        val profile = store.activeProfile()
        val saved = store.savedMatches().map { it.game }.toSet()
        return tr.catalogue().map { g ->
            val wins = Level.entries.map { level ->
                val n = profile.stats.filter { it.game == g.id && it.opponent == Opponent.Computer(level) }.sumOf { it.tally.won.toInt() }
                tr.winsAtLevel(level, n.toLong())
            }
            val points = (profile.points[g.id] ?: 0u).toInt()
            GameCard(g.id, g.name, g.description, wins, points, tr.rating(points.toLong()), g.id in saved)
        }
    }

    /** The local leaderboard, overall or for one game. */
    fun leaderboard(game: String? = null): List<LeaderRow> {
        val active = store.activeProfile().id
        val profiles = store.profiles().associateBy { it.id }
        return store.leaderboard(game).mapIndexed { i, row ->
            LeaderRow(
                rank = tr.leaderboardRank(i + 1L),
                name = profiles[row.profile]?.let { profileName(it) } ?: row.name,
                points = tr.rating(row.points.toLong()),
                played = tr.gamesPlayed(row.played.toLong()),
                active = row.profile == active,
            )
        }
    }
}

/** The profiles of the device: switch, add, rename, remove. */
class ProfilesModel(private val store: Store, private val tr: Translator) {
    data class Entry(val id: UInt, val name: String, val active: Boolean, val rating: String, val record: String)

    fun entries(): List<Entry> {
        val active = store.activeProfile().id
        return store.profiles().map { p ->
            val won = p.stats.sumOf { it.tally.won.toInt() }.toLong()
            val drawn = p.stats.sumOf { it.tally.drawn.toInt() }.toLong()
            val lost = p.stats.sumOf { it.tally.lost.toInt() }.toLong()
            Entry(p.id, p.name.ifEmpty { tr.text(TextId.PROFILE_DEFAULT_NAME) }, p.id == active, tr.rating(p.totalPoints.toLong()), tr.record(won, drawn, lost))
        }
    }

    fun add(name: String): UInt = store.addProfile(name).also { store.setActiveProfile(it) }
    fun switchTo(id: UInt) = store.setActiveProfile(id)
    fun rename(id: UInt, name: String) = store.renameProfile(id, name)

    /** Removes a profile; the last one cannot be removed (the store refuses). */
    fun remove(id: UInt): Boolean = try {
        store.removeProfile(id)
        true
    } catch (e: app.fireside.core.FiresideException) {
        false
    }
}
