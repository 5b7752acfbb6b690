import XCTest
@testable import FiresideShell

/// The core's rule as the shell draws with it: Korean words are glued so they break only at
/// spaces; numbers stay with their words.
final class TextBreaksTests: XCTestCase {
    func testKoreanWordsAreGluedAndSpacesStayBreaks() {
        let glued = TextBreaks.forLanguage("기본 규칙: 같습니다.", "ko")
        XCTAssertEqual(glued, "기\u{2060}본 규\u{2060}칙\u{2060}: 같\u{2060}습\u{2060}니\u{2060}다\u{2060}.")
        // The only break opportunities left are the spaces: every piece between two spaces
        // is one word joined throughout.
        for word in glued.split(separator: " ") {
            let letters = word.filter { $0 != TextBreaks.wordJoiner }
            XCTAssertEqual(word.filter { $0 == TextBreaks.wordJoiner }.count, letters.count - 1, String(word))
        }
        XCTAssertEqual(TextBreaks.plain(glued), "기본 규칙: 같습니다.")
    }

    func testNumbersStayWithTheirWordsInEveryLanguage() {
        XCTAssertEqual(TextBreaks.forLanguage("3 wins at expert level", "en"), "3\u{00A0}wins at expert level")
        XCTAssertEqual(TextBreaks.forLanguage("คะแนนฝีมือ 1200", "th"), "คะแนนฝีมือ\u{00A0}1200")
        XCTAssertEqual(TextBreaks.forLanguage("Stop here", "en"), "Stop here")
        XCTAssertEqual(TextBreaks.forLanguage("3 승", "ko"), "3\u{00A0}승")
    }
}
