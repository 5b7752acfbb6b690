// Settings, profiles, the local leaderboard and "How to play".
import Fireside

@MainActor
public final class SettingsViewModel: ViewModel {
    public let changed = ChangeSignal()
    unowned let app: AppModel
    /// Why the last change could not be saved.
    public private(set) var error: String?

    init(app: AppModel) {
        self.app = app
    }

    public var texts: Texts { app.texts }
    public var settings: Settings { app.settings }

    /// The language menu: the device's language first (nil), then every language by its own name.
    public var languages: [(code: String?, name: String)] {
        [(nil, texts(.languageDevice))] + allLangs().map { (langCode(lang: $0), languageName(lang: $0)) }
    }

    public var speeds: [(value: UInt8, name: String)] {
        [AnimationSpeed.off, .slow, .normal, .fast].enumerated().map {
            (UInt8($0.offset), texts.translator.animationSpeed(speed: $0.element))
        }
    }

    public func setLanguage(_ code: String?) { update { $0.language = code } }
    public func setSound(_ on: Bool) { update { $0.sound = on } }
    public func setVibration(_ on: Bool) { update { $0.vibration = on } }
    public func setAnimationSpeed(_ speed: UInt8) { update { $0.animationSpeed = min(speed, 3) } }

    private func update(_ change: (inout Settings) -> Void) {
        var s = app.settings
        change(&s)
        do {
            try app.apply(s)
            error = nil
        } catch {
            self.error = texts.error(error)
        }
        changed.send()
    }
}

/// A profile as the profiles screen lists it.
public struct ProfileRow: Equatable, Sendable, Identifiable {
    public let id: UInt32
    public let name: String
    public let rating: String
    /// "Games played: 12".
    public let played: String
    /// "3 wins, 1 draw, 2 losses" over every game.
    public let record: String
    public let isActive: Bool
}

@MainActor
public final class ProfilesViewModel: ViewModel {
    public let changed = ChangeSignal()
    unowned let app: AppModel
    public private(set) var error: String?

    init(app: AppModel) {
        self.app = app
    }

    public var texts: Texts { app.texts }

    public var rows: [ProfileRow] {
        let active = app.settings.activeProfile
        return ((try? app.store.profiles()) ?? []).map { p in
            let tally = p.stats.reduce(into: (played: 0, won: 0, drawn: 0, lost: 0)) {
                $0.played += Int($1.tally.played)
                $0.won += Int($1.tally.won)
                $0.drawn += Int($1.tally.drawn)
                $0.lost += Int($1.tally.lost)
            }
            let t = texts.translator
            return ProfileRow(
                id: p.id, name: texts.profileName(p.name), rating: t.rating(rating: Int64(p.totalPoints)),
                played: t.gamesPlayed(count: Int64(tally.played)),
                record: t.record(wins: Int64(tally.won), draws: Int64(tally.drawn), losses: Int64(tally.lost)),
                isActive: p.id == active)
        }
    }

    /// The question before deleting a profile.
    public func deleteQuestion(_ id: UInt32) -> String {
        let name = rows.first { $0.id == id }?.name ?? ""
        return texts.translator.deleteProfileQuestion(name: name)
    }

    @discardableResult
    public func add(_ name: String) -> UInt32? {
        run { try app.store.addProfile(name: name) }
    }

    public func rename(_ id: UInt32, _ name: String) {
        run { try app.store.renameProfile(id: id, name: name) }
    }

    public func remove(_ id: UInt32) {
        run { try app.store.removeProfile(id: id) }
    }

    public func activate(_ id: UInt32) {
        run { try app.store.setActiveProfile(id: id) }
    }

    @discardableResult
    private func run<T>(_ body: () throws -> T) -> T? {
        defer {
            app.profilesChanged()
            changed.send()
        }
        do {
            let value = try body()
            error = nil
            return value
        } catch {
            self.error = texts.error(error)
            return nil
        }
    }
}

/// A line of the leaderboard.
public struct LeaderboardLine: Equatable, Sendable, Identifiable {
    public var id: UInt32 { profile }
    public let profile: UInt32
    /// "No. 1".
    public let rank: String
    public let name: String
    public let rating: String
    public let games: String
}

@MainActor
public final class LeaderboardViewModel: ViewModel {
    public let changed = ChangeSignal()
    unowned let app: AppModel
    /// nil: every game together.
    public private(set) var game: String?

    init(app: AppModel) {
        self.app = app
    }

    public var texts: Texts { app.texts }

    /// The filters: every game, then each game by name.
    public var filters: [(game: String?, name: String)] {
        [(nil, texts(.leaderboard))] + app.catalogue.map { ($0.id, $0.name) }
    }

    public func show(_ game: String?) {
        self.game = game
        changed.send()
    }

    public var lines: [LeaderboardLine] {
        let t = texts.translator
        return ((try? app.store.leaderboard(game: game)) ?? []).enumerated().map { i, row in
            LeaderboardLine(
                profile: row.profile, rank: t.leaderboardRank(rank: Int64(i + 1)),
                name: texts.profileName(row.name), rating: t.rating(rating: Int64(row.points)),
                games: t.gamesPlayed(count: Int64(row.played)))
        }
    }

    /// Shown instead of the lines while nobody has won a point.
    public var emptyText: String? {
        lines.isEmpty || ((try? app.store.leaderboard(game: game)) ?? []).allSatisfy({ $0.played == 0 })
            ? texts(.leaderboardEmpty) : nil
    }
}

@MainActor
public final class HowToPlayViewModel: ViewModel {
    public let changed = ChangeSignal()
    unowned let app: AppModel
    public let game: String

    init(app: AppModel, game: String) {
        self.app = app
        self.game = game
    }

    public var title: String { app.game(game)?.name ?? game }

    public var blocks: [HowToBlock] {
        (try? app.texts.translator.howToPlay(game: game)) ?? []
    }
}
