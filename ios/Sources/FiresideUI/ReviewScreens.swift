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

/// The evaluation graph, as `ReviewGraphLayout` lays it out from the core's chart: the
/// line, the ends named, move numbers below, each error in its shape; a tap jumps to the
/// nearest position.
struct ReviewGraph: View {
    let review: ReviewView
    let send: Send

    var body: some View {
        GeometryReader { geo in
            let g = ReviewGraphLayout(review: review, width: geo.size.width, height: geo.size.height)
            ZStack(alignment: .topLeading) {
                Path { p in
                    p.move(to: CGPoint(x: g.left, y: (g.top + g.bottom) / 2))
                    p.addLine(to: CGPoint(x: g.right, y: (g.top + g.bottom) / 2))
                    p.move(to: CGPoint(x: g.left, y: g.top))
                    p.addLine(to: CGPoint(x: g.left, y: g.bottom))
                    p.addLine(to: CGPoint(x: g.right, y: g.bottom))
                    for t in g.ticks {
                        p.move(to: CGPoint(x: t.x, y: g.bottom))
                        p.addLine(to: CGPoint(x: t.x, y: g.bottom + 4))
                    }
                }
                .stroke(Color.secondary.opacity(0.5), lineWidth: 1)
                Path { p in
                    for (i, pt) in g.line.enumerated() {
                        if i == 0 { p.move(to: CGPoint(x: pt.x, y: pt.y)) } else { p.addLine(to: CGPoint(x: pt.x, y: pt.y)) }
                    }
                }
                .stroke(Color.accentColor, lineWidth: 2)
                Path { p in
                    p.move(to: CGPoint(x: g.currentX, y: g.top))
                    p.addLine(to: CGPoint(x: g.currentX, y: g.bottom))
                }
                .stroke(Color.primary.opacity(0.5), lineWidth: 1)
                ForEach(g.marks, id: \.ply) { m in
                    markShape(m).position(x: m.at.x, y: m.at.y)
                }
                Text(g.topLabel).font(.caption2).lineLimit(1).minimumScaleFactor(0.6)
                    .frame(width: g.left - 8, alignment: .trailing).position(x: (g.left - 4) / 2, y: g.top)
                Text(g.bottomLabel).font(.caption2).lineLimit(1).minimumScaleFactor(0.6)
                    .frame(width: g.left - 8, alignment: .trailing).position(x: (g.left - 4) / 2, y: g.bottom)
                ForEach(g.ticks, id: \.text) { t in
                    Text(t.text).font(.caption2).position(x: t.x, y: g.height - 7)
                }
            }
            .contentShape(Rectangle())
            .gesture(SpatialTapGesture().onEnded { send(g.tap(atX: $0.location.x)) })
        }
        .frame(height: 120)
        .accessibilityHidden(true)
    }

    @ViewBuilder
    private func markShape(_ m: GraphMark) -> some View {
        let colour = markColour(m.mark)
        switch m.shape {
        case .disc: Circle().fill(colour).frame(width: 9, height: 9)
        case .square: Rectangle().fill(colour).frame(width: 9, height: 9)
        case .ring: Circle().stroke(colour, lineWidth: 2).frame(width: 9, height: 9)
        }
    }

    private func markColour(_ mark: Fireside.Mark) -> Color {
        switch mark {
        case .blunder: return Color(red: 0.78, green: 0.16, blue: 0.16)
        case .mistake: return Color(red: 0.90, green: 0.32, blue: 0.0)
        default: return Color(red: 0.69, green: 0.53, blue: 0.0)
        }
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

    /// The core's parts, in its order, and nothing else.
    private var reviewBody: some View {
        List {
            ForEach(review.parts, id: \.self) { part($0) }
        }
        .navigationTitle(review.title)
    }

    @ViewBuilder
    private func part(_ part: ReviewPart) -> some View {
        switch part {
        case .progress:
            if let progress = review.progress {
                ProgressView(value: Double(progress.done), total: Double(max(progress.total, 1))) {
                    Text(progress.text)
                }
            }
        case .board:
            PanelBoard(
                shown: ShownPanel(panel: review.board, game: review.game, title: review.title),
                scene: scene, send: send)
        case .explanation:
            Text(review.plyText).font(.headline)
            if let why = review.whyText {
                Text(why).font(.subheadline)
            }
            if let better = review.better {
                Text(better.text).foregroundColor(.accentColor).accessibilityLabel(better.text)
            }
        case .navigation:
            HStack {
                Button(review.labels.first) { send(.reviewFirst) }.disabled(!review.canBack)
                Button(review.labels.back) { send(.reviewBack) }.disabled(!review.canBack)
                Button(review.labels.forward) { send(.reviewForward) }.disabled(!review.canForward)
                Button(review.labels.last) { send(.reviewLast) }.disabled(!review.canForward)
            }
            .buttonStyle(.bordered)
        case .chart:
            ReviewGraph(review: review, send: send)
        case .accuracy:
            ForEach(review.accuracy, id: \.text) { Text($0.text).font(.footnote) }
        case .learn:
            if review.canLearn {
                Button(review.labels.learn) { send(.startLearning) }.buttonStyle(.borderedProminent)
            } else if let note = review.learnNote {
                Text(note).font(.footnote).foregroundColor(.secondary)
            }
        case .moves:
            ForEach(review.moves, id: \.ply) { move in
                Button { send(.reviewJump(ply: move.ply)) } label: {
                    Text(move.line).fontWeight(move.current ? .bold : .regular)
                }
                .accessibilityLabel(move.spoken)
            }
        }
    }

    private func learnBody(_ learn: LearnView) -> some View {
        List {
            Text(learn.progressText).font(.headline)
            if !learn.prompt.isEmpty { Text(learn.prompt) }
            if learn.showsExercise {
                PanelBoard(
                    shown: ShownPanel(panel: learn.board, game: review.game, title: review.title),
                    scene: scene, send: send)
            }
            if let feedback = learn.feedback { Text(feedback).foregroundColor(feedbackColour(learn.feedbackTone)) }
            if learn.showsExercise {
                TextField("", text: $typed)
                    .textInputAutocapitalization(.never)
                    .onSubmit {
                        send(.play(notation: typed))
                        typed = ""
                    }
                    .disabled(!learn.canTry)
            }
            HStack {
                if learn.showsExercise {
                    Button(learn.showSolutionLabel) { send(.learnShowSolution) }.disabled(!learn.canShowSolution)
                    Button(learn.skipLabel) { send(.learnSkip) }.disabled(!learn.canSkip)
                }
                Button(learn.closeLabel) { send(.closeLearning) }
            }
            .buttonStyle(.bordered)
        }
        .navigationTitle(learn.title)
    }
}
#endif
