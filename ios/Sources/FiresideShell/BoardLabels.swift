// The texts on the board as two players across a table read them (issue 27), as the
// Android board draws them (android/.../board/BoardRenderer.kt): in table mode the far
// player's Sungka houses and store show their counts turned half a turn, towards them;
// a number that reads as another one upside down (6 and 9) is underlined; Dama's square
// numbers sit in the top left corner of their square, outside the pieces. Plain arithmetic
// on the core's view.
import Fireside

public enum BoardLabels {
    /// The side whose board texts are turned: the far player's, in table mode only.
    public static func farSide(_ game: GameView) -> CoreSide? {
        game.top.turned ? game.top.side : nil
    }

    /// Whether the count (and number) of a point with this role faces the far player.
    public static func turned(_ role: PointRole, farSide: CoreSide?) -> Bool {
        guard let farSide else { return false }
        switch role {
        case .house(let owner, _), .store(let owner): return owner == farSide
        default: return false
        }
    }

    /// Whether `text`, a number, reads as another number upside down (6, 9, 16, 18, 19);
    /// "10" turned is "01", which no one reads as a number.
    public static func readsOtherwiseTurned(_ text: String) -> Bool {
        guard !text.isEmpty, text.allSatisfy({ "01689".contains($0) }) else { return false }
        let turned = String(text.reversed().map { c -> Character in c == "6" ? "9" : c == "9" ? "6" : c })
        return turned != text && !turned.hasPrefix("0")
    }

    /// Where a Dama square's number goes: its top left corner (the text's top leading
    /// anchor) and its size, in the square of side `cell` centred on (x, y) — tucked into
    /// the corner outside the circle a piece covers (0.42 of the side from the centre).
    public static func squareNumber(x: Double, y: Double, cell: Double) -> (x: Double, y: Double, size: Double) {
        (x - cell / 2 + cell * 0.02, y - cell / 2 + cell * 0.02, cell * 0.19)
    }
}
