package app.fireside.home

import app.fireside.board.TestMatches.en
import app.fireside.core.GameResult
import app.fireside.core.Lang
import app.fireside.core.Level
import app.fireside.core.Match
import app.fireside.core.Mode
import app.fireside.core.ModeKind
import app.fireside.core.OptionKind
import app.fireside.core.Opponent
import app.fireside.core.Role
import app.fireside.core.SavedMatch
import app.fireside.core.Side
import app.fireside.core.Store
import app.fireside.core.TextId
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import java.nio.file.Path

class ScreensModelTest {
    @TempDir
    lateinit var dir: Path

    @Test
    fun homeShowsWinsPerLevelRatingAndWhatCanBeContinued() {
        val store = Store.open(dir.toString())
        val me = store.activeProfile().id
        store.recordResult(me, "sungka", Opponent.Computer(Level.EXPERT), Role.PLAYER_ONE, GameResult.WON)
        store.recordResult(me, "sungka", Opponent.Computer(Level.EXPERT), Role.PLAYER_TWO, GameResult.WON)
        store.recordResult(me, "sungka", Opponent.Computer(Level.EASY), Role.PLAYER_ONE, GameResult.LOST)
        Match(app.fireside.board.TestMatches.setup("dama-italiana")).use { m ->
            store.saveMatch(SavedMatch("dama-italiana", me, 1uL, m.save()))
        }
        val home = HomeModel(store, en)
        val cards = home.cards()
        assertEquals(listOf("fox-geese", "hare-hounds", "sungka", "dama-italiana"), cards.map { it.id })
        val sungka = cards.single { it.id == "sungka" }
        assertEquals(listOf(en.winsAtLevel(Level.EASY, 0), en.winsAtLevel(Level.NORMAL, 0), en.winsAtLevel(Level.EXPERT, 2)), sungka.winsPerLevel)
        assertEquals(200, sungka.points)
        assertEquals(en.rating(200), sungka.pointsText)
        assertTrue(cards.single { it.id == "dama-italiana" }.canContinue)
        assertFalse(sungka.canContinue)
        assertEquals(en.text(TextId.PROFILE_DEFAULT_NAME), home.profileName())

        val profiles = ProfilesModel(store, en)
        val ada = profiles.add("Ada")
        assertEquals(listOf(false, true), profiles.entries().map { it.active })
        val board = home.leaderboard()
        assertEquals(listOf(en.leaderboardRank(1), en.leaderboardRank(2)), board.map { it.rank })
        assertEquals(en.text(TextId.PROFILE_DEFAULT_NAME), board.first().name, "the player with points leads")
        assertTrue(board.last().active)
        assertTrue(profiles.remove(ada))
        assertFalse(profiles.remove(store.activeProfile().id), "the last profile stays")
    }

    @Test
    fun newGameBuildsTheSetupAndRemembersTheRules() {
        val store = Store.open(dir.toString())
        val model = NewGameModel(store, en, "fox-geese")
        assertEquals(model.info.defaultPreset, model.preset.id)
        val other = model.info.presets.last()
        model.choosePreset(other.id)
        val choice = model.options.first { it.kind is OptionKind.Choice }
        val alt = (choice.kind as OptionKind.Choice).values.first { it != choice.defaultValue }
        assertTrue(model.setOption(choice.key, alt))
        assertFalse(model.setOption(choice.key, "no-such-value"))
        assertFalse(model.setOption("no-such-option", "on"))
        model.mode = ModeKind.VS_COMPUTER
        model.human = Side.TWO
        model.level = Level.EXPERT
        val setup = model.setup(42uL)
        assertEquals(Mode.VsComputer(Side.TWO, Level.EXPERT), setup.mode)
        assertEquals(other.id, setup.preset)
        assertTrue(setup.options.any { it.key == choice.key && it.value == alt })
        Match(setup).use { assertEquals(emptyList<String>(), it.moveList()) } // the core takes it
        model.remember()
        val again = NewGameModel(store, en, "fox-geese")
        assertEquals(other.id, again.preset.id)
        assertEquals(alt, again.value(choice.key))
        assertEquals(listOf(Side.ONE to en.roleName(Role.FOX), Side.TWO to en.roleName(Role.GEESE)), again.sides())
        assertEquals(3, again.modes().size)
        assertEquals(Mode.Table, again.apply { mode = ModeKind.TABLE }.setup(1uL).mode)
    }

    @Test
    fun whoStartsIsChosenWithTheMode() {
        val store = Store.open(dir.toString())
        val model = NewGameModel(store, en, "fox-geese")
        val first = model.whoStarts!!
        assertFalse(model.ruleOptions.any { it.key == "first" })
        val geese = (first.kind as OptionKind.Choice).values.first { it != first.defaultValue }
        assertTrue(model.setOption("first", geese))
        model.mode = ModeKind.PASS_AND_PLAY
        Match(model.setup(3uL)).use { m ->
            assertEquals(Role.GEESE, m.role(m.sideToMove()))
        }
    }

    @Test
    fun settingsChangeTheLanguageSoundAndSpeed() {
        val store = Store.open(dir.toString())
        val s = SettingsModel(store)
        assertEquals(Lang.TH, s.lang("th-TH"), "follows the device")
        assertEquals(Lang.EN, s.lang("de-DE"), "untranslated languages fall back to English")
        s.setLanguage("ko")
        assertEquals(Lang.KO, s.lang("th-TH"), "the setting wins over the device")
        assertEquals(Lang.KO, SettingsModel(Store.open(dir.toString())).lang("fi"), "and is kept")
        assertEquals(5, s.languages(en).size)
        assertEquals(null, s.languages(en).first().first)
        s.setSound(false)
        s.setVibration(false)
        s.setAnimationSpeed(3)
        val kept = Store.open(dir.toString()).settings()
        assertFalse(kept.sound)
        assertFalse(kept.vibration)
        assertEquals(3, kept.animationSpeed.toInt())
        assertEquals(4, s.speeds(en).size)
        s.setAnimationSpeed(9)
        assertEquals(3, s.settings.animationSpeed.toInt())
    }
}
