// The root of the app's state: the store, the settings and the language, the home
// screen's tiles, and the navigation between screens (a stack of routes above home).
import Fireside

/// A screen above home.
@MainActor
public enum Route {
    case newGame(NewGameViewModel)
    case game(GameViewModel)
    case settings(SettingsViewModel)
    case profiles(ProfilesViewModel)
    case leaderboard(LeaderboardViewModel)
    case howToPlay(HowToPlayViewModel)
}

/// Wins against the computer at one level.
public struct LevelWins: Equatable, Sendable {
    public let level: Level
    public let wins: Int
    /// "Easy: 3 wins".
    public let text: String
}

/// A game on the home screen.
public struct GameTile: Equatable, Sendable, Identifiable {
    public let id: String
    public let name: String
    public let description: String
    /// The active profile's rating points in this game, and their text.
    public let points: Int
    public let rating: String
    public let wins: [LevelWins]
    /// A match of this game was saved and can be continued.
    public let canContinue: Bool
}

@MainActor
public final class AppModel: ViewModel {
    public let changed = ChangeSignal()
    public let store: Store
    public var environment: AppEnvironment
    /// Where sounds and haptics go (nil: silent).
    public var feedback: FeedbackSink?
    public private(set) var texts: Texts
    public private(set) var settings: Settings
    public private(set) var catalogue: [GameInfo]
    public private(set) var tiles: [GameTile] = []
    public private(set) var activeProfile: Profile
    /// The screens above home; the last one shows.
    public private(set) var routes: [Route] = []
    /// Something to tell the player once (a damaged save was recovered).
    public private(set) var notice: String?

    /// Opens the store in `storeDirectory` (the app's Application Support folder).
    public init(storeDirectory: String, environment: AppEnvironment, feedback: FeedbackSink? = nil) throws {
        self.environment = environment
        self.feedback = feedback
        store = try Store.open(dir: storeDirectory)
        settings = try store.settings()
        let lang = resolveLang(setting: settings.language, deviceTag: environment.deviceLanguage)
        texts = Texts(lang: lang)
        catalogue = try texts.translator.catalogue()
        activeProfile = try store.activeProfile()
        let recoveries = (try? store.takeRecoveries()) ?? []
        if !recoveries.isEmpty {
            notice = recoveries.allSatisfy(\.restoredFromBackup) ? texts(.saveRecovered) : texts(.saveLost)
        }
        refreshTiles()
    }

    public var screen: Route? { routes.last }

    /// The game screen on top, if any.
    public var currentGame: GameViewModel? {
        if case .game(let g)? = routes.last { return g }
        return nil
    }

    public func game(_ id: String) -> GameInfo? {
        catalogue.first { $0.id == id }
    }

    // MARK: - Navigation

    public func openNewGame(_ game: String) {
        guard let info = self.game(game) else { return }
        push(.newGame(NewGameViewModel(app: self, game: info)))
    }

    /// Continues the saved match of a game; a save that cannot be read is dropped, and the
    /// player is told.
    @discardableResult
    public func continueGame(_ game: String) -> GameViewModel? {
        do {
            guard let saved = try store.savedMatch(game: game) else { return nil }
            let m = try Match.load(json: saved.data)
            let vm = try GameViewModel(app: self, match: m, profile: saved.profile, fresh: false)
            push(.game(vm))
            return vm
        } catch {
            try? store.clearMatch(game: game)
            notice = texts(.saveLost)
            refreshTiles()
            changed.send()
            return nil
        }
    }

    public func openSettings() { push(.settings(SettingsViewModel(app: self))) }
    public func openProfiles() { push(.profiles(ProfilesViewModel(app: self))) }
    public func openLeaderboard() { push(.leaderboard(LeaderboardViewModel(app: self))) }

    public func openHowToPlay(_ game: String) {
        push(.howToPlay(HowToPlayViewModel(app: self, game: game)))
    }

    /// Back one screen; a game left behind stops thinking (its match is saved already).
    public func back() {
        guard let top = routes.popLast() else { return }
        if case .game(let g) = top { g.suspend() }
        refreshTiles()
        changed.send()
    }

    /// Back to home from anywhere.
    public func home() {
        while !routes.isEmpty { back() }
    }

    public func dismissNotice() {
        notice = nil
        changed.send()
    }

    /// The app goes to the background: stop the computer and the animations (the match is
    /// saved after every move, so nothing is lost if the app is killed now).
    public func suspend() {
        currentGame?.suspend()
    }

    /// The app comes back: the computer thinks again if it was its turn.
    public func resume() {
        currentGame?.resume()
    }

    func push(_ route: Route) {
        routes.append(route)
        changed.send()
    }

    /// Starts a match from the new-game screen, which it replaces.
    func start(_ setup: MatchSetup) throws -> GameViewModel {
        let m = try Match(setup: setup)
        settings = (try? store.settings()) ?? settings
        let vm = try GameViewModel(app: self, match: m, profile: activeProfile.id, fresh: true)
        if case .newGame? = routes.last { routes.removeLast() }
        push(.game(vm))
        return vm
    }

    /// Replaces the game on top by another (a rematch).
    func replaceGame(_ vm: GameViewModel) {
        if case .game(let old)? = routes.last {
            old.suspend()
            routes.removeLast()
        }
        push(.game(vm))
    }

    // MARK: - Settings and profiles

    /// Saves new settings; a new language changes every text at once.
    func apply(_ new: Settings) throws {
        try store.setSettings(settings: new)
        settings = new
        let lang = resolveLang(setting: new.language, deviceTag: environment.deviceLanguage)
        if lang != texts.lang {
            texts = Texts(lang: lang)
            catalogue = try texts.translator.catalogue()
        }
        activeProfile = try store.activeProfile()
        refreshTiles()
        changed.send()
    }

    /// Re-reads the profiles and statistics after a change.
    func profilesChanged() {
        settings = (try? store.settings()) ?? settings
        activeProfile = (try? store.activeProfile()) ?? activeProfile
        refreshTiles()
        changed.send()
    }

    /// Recomputes the home tiles from the store.
    public func refreshTiles() {
        let profile = activeProfile
        let saved = Set(((try? store.savedMatches()) ?? []).map(\.game))
        tiles = catalogue.map { g in
            let points = Int(profile.points[g.id] ?? 0)
            let wins: [LevelWins] = [Level.easy, .normal, .expert].map { level in
                let n = profile.stats
                    .filter { $0.game == g.id && $0.opponent == .computer(level: level) }
                    .reduce(0) { $0 + Int($1.tally.won) }
                return LevelWins(
                    level: level, wins: n,
                    text: texts.translator.winsAtLevel(level: level, wins: Int64(n)))
            }
            return GameTile(
                id: g.id, name: g.name, description: g.description, points: points,
                rating: texts.translator.rating(rating: Int64(points)), wins: wins,
                canContinue: saved.contains(g.id))
        }
    }

    /// Plays a sound if the sound is on.
    func play(_ sound: SoundEffect) {
        if settings.sound { feedback?.play(sound) }
    }

    /// A haptic on a capture if vibration is on.
    func captureHaptic() {
        if settings.vibration { feedback?.captureHaptic() }
    }
}
