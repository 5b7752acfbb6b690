// The lesson screen's buttons and chapter list, read from the core's `LessonView` as they
// come: each with the words to show, the event it sends and whether it can be pressed
// now (read from the view, never decided here), so the SwiftUI view only lays them out.
import Fireside

/// A button of the lesson screen.
public struct LessonButton: Identifiable, Equatable {
    public let label: String
    public let event: Event
    public let enabled: Bool
    public var id: String { label }
}

/// A chapter of the course in the list: its name, the player's progress, the event that
/// opens it and whether it is the one shown.
public struct LessonChapterRow: Identifiable, Equatable {
    public let title: String
    public let progress: String
    public let event: Event
    public let shown: Bool
    public let id: UInt32
}

extension LessonView {
    /// Hint and Skip while a step is on the board; Retry once the board shows the answer
    /// to a wrong move.
    public var stepButtons: [LessonButton] {
        let onBoard = board != nil
        return [
            LessonButton(label: hintLabel, event: .lessonHint, enabled: onBoard),
            LessonButton(label: retryLabel, event: .lessonRetry, enabled: refuted),
            LessonButton(label: skipLabel, event: .lessonSkip, enabled: onBoard),
        ]
    }

    /// Every chapter, in the core's order.
    public var chapterRows: [LessonChapterRow] {
        chapters.map {
            LessonChapterRow(
                title: $0.title, progress: $0.progressText,
                event: .openLessonChapter(game: game, chapter: $0.index),
                shown: $0.index == chapter, id: $0.index)
        }
    }
}
