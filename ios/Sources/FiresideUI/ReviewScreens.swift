// The History and review screens, drawn from the core's `HistoryView` and `ReviewView`
// as they are: every text and decision comes from the core. The review's board and the
// exercise's are the core's board panels (high contrast from the settings), drawn by the
// game's board view; a try in "learn from your mistakes" is played on the board or typed.
#if canImport(SwiftUI)
import Fireside
import FiresideShell
import SwiftUI

struct HistoryScreen: View {
    let history: HistoryView
    let send: Send

    var body: some View {
        List {
            if let empty = history.emptyText {
                Text(empty).foregroundColor(.secondary)
            }
            ForEach(history.entries, id: \.entry) { entry in
                HStack {
                    VStack(alignment: .leading) {
                        Text(entry.title).font(.headline)
                        Text(entry.detail).font(.footnote).foregroundColor(.secondary)
                    }
                    Spacer()
                    Button(entry.reviewLabel) { send(.openReview(entry: entry.entry)) }
                        .buttonStyle(.bordered)
                }
            }
        }
        .navigationTitle(history.title)
    }
}

/// The evaluation graph: side one's expected score at each analysed position, over all.
struct ReviewGraph: View {
    let points: [Double]
    let positions: Int
    let current: Int

    var body: some View {
        GeometryReader { geo in
            let w = geo.size.width, h = geo.size.height
            let step = positions > 1 ? w / CGFloat(positions - 1) : w
            ZStack {
                Path { p in
                    p.move(to: CGPoint(x: 0, y: h / 2))
                    p.addLine(to: CGPoint(x: w, y: h / 2))
                }
                .stroke(Color.secondary.opacity(0.4), lineWidth: 1)
                Path { p in
                    for (i, e) in points.enumerated() {
                        let pt = CGPoint(x: CGFloat(i) * step, y: h * CGFloat(1 - e))
                        if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
                    }
                }
                .stroke(Color.accentColor, lineWidth: 2)
                Path { p in
                    p.move(to: CGPoint(x: CGFloat(current) * step, y: 0))
                    p.addLine(to: CGPoint(x: CGFloat(current) * step, y: h))
                }
                .stroke(Color.primary.opacity(0.5), lineWidth: 1)
            }
        }
        .frame(height: 80)
        .accessibilityHidden(true)
    }
}

struct ReviewScreen: View {
    let review: ReviewView
    let scene: BoardScene
    let send: Send
    @State private var typed = ""

    var body: some View {
        if let learn = review.learn {
            learnBody(learn)
        } else {
            reviewBody
        }
    }

    private var reviewBody: some View {
        List {
            if let progress = review.progress {
                ProgressView(value: Double(progress.done), total: Double(max(progress.total, 1))) {
                    Text(progress.text)
                }
            }
            Section {
                ReviewGraph(points: review.graph, positions: Int(review.plies) + 1, current: Int(review.ply))
                ForEach(review.accuracy, id: \.text) { Text($0.text).font(.footnote) }
            }
            Section {
                PanelBoard(
                    shown: ShownPanel(panel: review.board, game: review.game, title: review.title),
                    scene: scene, send: send)
                Text(review.plyText).font(.headline)
                if let why = review.whyText {
                    Text(why).font(.subheadline)
                }
                if let better = review.better {
                    Text(better.text).foregroundColor(.accentColor).accessibilityLabel(better.text)
                }
                HStack {
                    Button(review.labels.first) { send(.reviewFirst) }.disabled(!review.canBack)
                    Button(review.labels.back) { send(.reviewBack) }.disabled(!review.canBack)
                    Button(review.labels.forward) { send(.reviewForward) }.disabled(!review.canForward)
                    Button(review.labels.last) { send(.reviewLast) }.disabled(!review.canForward)
                }
                .buttonStyle(.bordered)
                if review.canLearn {
                    Button(review.labels.learn) { send(.startLearning) }.buttonStyle(.borderedProminent)
                } else if let note = review.learnNote {
                    Text(note).font(.footnote).foregroundColor(.secondary)
                }
            }
            Section {
                ForEach(review.moves, id: \.ply) { move in
                    Button { send(.reviewJump(ply: move.ply)) } label: {
                        Text(move.line).fontWeight(move.current ? .bold : .regular)
                    }
                    .accessibilityLabel(move.spoken)
                }
            }
        }
        .navigationTitle(review.title)
    }

    private func learnBody(_ learn: LearnView) -> some View {
        List {
            Text(learn.progressText).font(.headline)
            if !learn.prompt.isEmpty { Text(learn.prompt) }
            if !learn.finished {
                PanelBoard(
                    shown: ShownPanel(panel: learn.board, game: review.game, title: review.title),
                    scene: scene, send: send)
            }
            if let feedback = learn.feedback { Text(feedback).foregroundColor(feedbackColour(learn.feedbackTone)) }
            if !learn.finished && !learn.settled {
                TextField("", text: $typed)
                    .textInputAutocapitalization(.never)
                    .onSubmit {
                        send(.play(notation: typed))
                        typed = ""
                    }
                    .disabled(learn.judging)
            }
            HStack {
                if !learn.finished {
                    Button(learn.showSolutionLabel) { send(.learnShowSolution) }.disabled(learn.settled)
                    Button(learn.skipLabel) { send(.learnSkip) }
                }
                Button(learn.closeLabel) { send(.closeLearning) }
            }
            .buttonStyle(.bordered)
        }
        .navigationTitle(learn.title)
    }
}
#endif
