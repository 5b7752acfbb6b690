// The puzzle and lesson screens, drawn from the core's `PuzzleView` and `LessonView`: the
// prompt, the board (the core's `BoardPanel`, drawn and touched by the game's `BoardView`:
// taps, drags and VoiceOver's actions are events), what the last move did in the colour
// of its tone, and the buttons. Every move is the core's to judge.
#if canImport(SwiftUI)
import Fireside
import FiresideShell
import SwiftUI

/// A board panel at its own aspect, as the game screen draws its board.
struct PanelBoard: View {
    let shown: ShownPanel
    let scene: BoardScene
    let send: Send

    var body: some View {
        BoardView(panel: shown.panel, scene: scene, send: send)
            .aspectRatio(CGFloat(max(shown.panel.board.aspect, 0.2)), contentMode: .fit)
    }
}

struct PuzzleScreen: View {
    let puzzle: PuzzleView
    let scene: BoardScene
    let send: Send

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 10) {
                Text(puzzle.prompt).font(.body)
                Text(puzzle.standingText).font(.footnote).foregroundColor(.secondary)
                PanelBoard(
                    shown: ShownPanel(panel: puzzle.board, game: puzzle.game, title: puzzle.title),
                    scene: scene, send: send)
                if let message = puzzle.message {
                    Text(message).fontWeight(.bold).foregroundColor(feedbackColour(puzzle.messageTone))
                }
                HStack {
                    Button(puzzle.hintLabel) { send(.puzzleHint) }.disabled(puzzle.solved)
                    Button(puzzle.retryLabel) { send(.puzzleRetry) }
                }
                .buttonStyle(.bordered)
                HStack {
                    Button(puzzle.solutionLabel) { send(.puzzleSolution) }.disabled(puzzle.solved)
                    Button(puzzle.nextLabel) { send(.puzzleNext) }
                }
                .buttonStyle(.bordered)
            }
            .padding()
        }
        .navigationTitle(puzzle.title)
    }
}

struct LessonScreen: View {
    let lesson: LessonView
    let scene: BoardScene
    let send: Send

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 10) {
                Text(lesson.chapterTitle).font(.headline).foregroundColor(.secondary)
                Text(lesson.prompt).font(.body)
                if let board = lesson.board {
                    PanelBoard(
                        shown: ShownPanel(panel: board, game: lesson.game, title: lesson.title),
                        scene: scene, send: send)
                }
                if let message = lesson.message {
                    Text(message).fontWeight(.bold).foregroundColor(feedbackColour(lesson.messageTone))
                }
                ForEach(Array(lesson.sowing.enumerated()), id: \.offset) { line in
                    Text(line.element).font(.footnote).foregroundColor(.secondary)
                }
                if lesson.closingGame {
                    Button(lesson.playLabel) { send(.lessonPlayEasy) }.buttonStyle(.borderedProminent)
                }
                HStack {
                    ForEach(lesson.stepButtons) { button in
                        Button(button.label) { send(button.event) }.disabled(!button.enabled)
                    }
                }
                .buttonStyle(.bordered)
                ForEach(lesson.chapterRows) { row in
                    Button { send(row.event) } label: {
                        HStack {
                            Text(row.title).fontWeight(row.shown ? .bold : .regular)
                            Spacer()
                            Text(row.progress).font(.footnote)
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                    }
                    .buttonStyle(.bordered)
                    .accessibilityAddTraits(row.shown ? .isSelected : [])
                }
            }
            .padding()
        }
        .navigationTitle(lesson.title)
    }
}

/// The core says how a feedback line reads; the shell only picks its colour.
func feedbackColour(_ tone: FeedbackTone) -> Color {
    switch tone {
    case .found: return .green
    case .wrong: return .red
    case .plain: return .primary
    }
}
#endif
