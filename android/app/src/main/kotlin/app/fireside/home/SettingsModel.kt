package app.fireside.home

import app.fireside.core.AnimationSpeed
import app.fireside.core.Lang
import app.fireside.core.Settings
import app.fireside.core.Store
import app.fireside.core.TextId
import app.fireside.core.Translator
import app.fireside.core.allLangs
import app.fireside.core.langCode
import app.fireside.core.languageName
import app.fireside.core.resolveLang

/** The settings screen: language (the device's or a chosen one), sound, vibration, animation speed. */
class SettingsModel(private val store: Store) {
    var settings: Settings = store.settings()
        private set

    /** The language to show for a device language tag (such as `th-TH`). */
    fun lang(deviceTag: String): Lang = resolveLang(settings.language, deviceTag)
    fun translator(deviceTag: String) = Translator(lang(deviceTag))

    /** The language menu: null is "as the device". */
    fun languages(tr: Translator): List<Pair<String?, String>> =
        listOf<Pair<String?, String>>(null to tr.text(TextId.LANGUAGE_DEVICE)) + allLangs().map { langCode(it) to languageName(it) }

    fun speeds(tr: Translator): List<Pair<Int, String>> = AnimationSpeed.entries.mapIndexed { i, s -> i to tr.animationSpeed(s) }

    fun setLanguage(code: String?) = update(settings.copy(language = code))
    fun setSound(on: Boolean) = update(settings.copy(sound = on))
    fun setVibration(on: Boolean) = update(settings.copy(vibration = on))
    fun setAnimationSpeed(speed: Int) = update(settings.copy(animationSpeed = speed.coerceIn(0, 3).toUByte()))

    private fun update(s: Settings) {
        store.setSettings(s)
        settings = store.settings()
    }
}
