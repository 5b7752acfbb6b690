// The texts on the board as the Android board draws them (android/.../board/BoardRenderer.kt):
// Dama's square numbers sit in the top left corner of their square, outside the pieces.
// Which texts face the far player of table mode and which numbers are underlined (6 and 9)
// are the core's (`PointView.turned`, `Seating.underlined`). Plain arithmetic.
import Fireside

public enum BoardLabels {
    /// Where a Dama square's number goes: its top left corner (the text's top leading
    /// anchor) and its size, in the square of side `cell` centred on (x, y) — tucked into
    /// the corner outside the circle a piece covers (0.42 of the side from the centre).
    public static func squareNumber(x: Double, y: Double, cell: Double) -> (x: Double, y: Double, size: Double) {
        (x - cell / 2 + cell * 0.02, y - cell / 2 + cell * 0.02, cell * 0.19)
    }
}
