//! The terms players of each game use in each language, the variants they do not use, the
//! facts of the rules every "How to play" must state, and the width every button label may
//! take. README.md shows the same glossary as a table; `native_tests.rs` checks the texts
//! against all of it (and that README.md lists every term here).

use super::lang::Lang;

/// A term of the glossary: what players of `game` (or of every game) call `concept`.
pub struct Term {
    pub lang: Lang,
    pub game: Option<&'static str>,
    pub concept: &'static str,
    pub term: &'static str,
}

const fn term(
    lang: Lang,
    game: Option<&'static str>,
    concept: &'static str,
    term: &'static str,
) -> Term {
    Term {
        lang,
        game,
        concept,
        term,
    }
}

// The games by their identifiers (the glossary is the translators' data, kept by game).
const DAMA: &str = "dama-italiana";
const FOX: &str = "fox-geese";
const HARE: &str = "hare-hounds";
const SUNGKA: &str = "sungka";
use Lang::{En, Fi, Ko, Th};

/// The terms; a term with a game must appear in that game's "How to play".
pub const TERMS: &[Term] = &[
    term(En, Some(FOX), "capture", "capture"),
    term(En, Some(SUNGKA), "sow", "sow"),
    term(En, Some(SUNGKA), "relay", "relay"),
    term(En, Some(SUNGKA), "extra turn", "another turn"),
    term(En, Some(DAMA), "man", "man"),
    term(En, Some(DAMA), "king", "king"),
    term(En, Some(DAMA), "become a king", "becomes a king"),
    term(En, None, "expert level", "Expert"),
    term(Th, Some(FOX), "capture", "กิน"),
    term(Th, Some(FOX), "diagonal line", "เส้นทแยง"),
    term(Th, Some(HARE), "hound", "หมาล่าเนื้อ"),
    term(Th, Some(SUNGKA), "sow", "หว่าน"),
    term(Th, Some(SUNGKA), "relay", "หว่านต่อเนื่อง"),
    term(Th, Some(SUNGKA), "free turn", "ตาฟรี"),
    term(Th, Some(SUNGKA), "house", "หลุม"),
    term(Th, Some(SUNGKA), "store", "หลุมเก็บ"),
    term(Th, Some(DAMA), "the game", "หมากฮอสแบบอิตาลี"),
    term(Th, Some(DAMA), "man", "แมน"),
    term(Th, Some(DAMA), "king", "คิง"),
    term(Th, Some(DAMA), "become a king", "เลื่อนขั้นเป็นคิง"),
    term(Th, None, "levels", "ง่าย · ปกติ · ผู้เชี่ยวชาญ"),
    term(Th, None, "leaderboard", "ตารางอันดับ"),
    term(Ko, Some(FOX), "capture", "잡기"),
    term(Ko, Some(FOX), "point", "점"),
    term(
        Ko,
        Some(FOX),
        "repetition (same side to move)",
        "같은 편이 둘 차례",
    ),
    term(Ko, Some(SUNGKA), "sow", "뿌리기"),
    term(Ko, Some(SUNGKA), "relay", "이어 뿌리기"),
    term(Ko, Some(SUNGKA), "house", "집"),
    term(Ko, Some(SUNGKA), "store", "창고"),
    term(Ko, Some(DAMA), "man", "일반 말"),
    term(Ko, Some(DAMA), "king", "킹"),
    term(Ko, Some(DAMA), "square", "칸"),
    term(Ko, None, "levels", "쉬움 · 보통 · 어려움"),
    term(Ko, None, "the player", "내"),
    term(Fi, Some(FOX), "capture", "lyödä"),
    term(Fi, Some(FOX), "forced capture", "lyöntipakko"),
    term(Fi, Some(HARE), "stalling", "jahkailu"),
    term(Fi, Some(SUNGKA), "sowing", "kylvö"),
    term(Fi, Some(SUNGKA), "relay", "jatkokylvö"),
    term(Fi, Some(SUNGKA), "house", "talo"),
    term(Fi, Some(SUNGKA), "store", "varasto"),
    term(Fi, Some(DAMA), "man", "nappula"),
    term(Fi, Some(DAMA), "king", "daami"),
    term(Fi, Some(DAMA), "capture", "lyödä"),
    term(Fi, None, "levels", "Helppo · Normaali · Mestari"),
];

/// A word players do not use, with the right one; `except` lists longer words that contain
/// it and are right (Thai หมากฮอส, the name of draughts, contains ฮอส).
pub struct Banned {
    pub lang: Lang,
    pub word: &'static str,
    pub except: &'static [&'static str],
    pub why: &'static str,
}

const fn banned(lang: Lang, word: &'static str, why: &'static str) -> Banned {
    Banned {
        lang,
        word,
        except: &[],
        why,
    }
}

/// Checked, case-insensitively, against every message and every "How to play" of the
/// language (the words of each game are not used in the others either).
pub const BANNED: &[Banned] = &[
    banned(En, "table rules", "name the preset by its rules"),
    Banned {
        lang: Th,
        word: "ฮอส",
        except: &["หมากฮอส"],
        why: "a Dama king is คิง: in Thai หมากฮอส a ฮอส flies, an Italian king does not",
    },
    banned(Th, "เบี้ย", "a Dama man is แมน"),
    banned(Th, "หยอด", "sowing is หว่าน"),
    banned(Th, "ตาพิเศษ", "the free turn is ตาฟรี"),
    banned(Th, "ได้เดินอีกตา", "the free turn is ตาฟรี"),
    banned(Th, "ปานกลาง", "the levels are ง่าย / ปกติ / ผู้เชี่ยวชาญ"),
    banned(Th, "คู่มือ", "reads as 'manual'"),
    banned(Th, "ตารางคะแนน", "the leaderboard is ตารางอันดับ"),
    banned(Th, "กติกาโต๊ะ", "name the preset by its rules"),
    banned(Th, "เรตติ้ง", "the rating is คะแนนฝีมือ on every screen"),
    banned(Ko, "전문가", "the levels are 쉬움 · 보통 · 어려움"),
    banned(Ko, "당신", "the player is 내 everywhere"),
    banned(Ko, "테이블 규칙", "name the preset by its rules"),
    banned(Fi, "syö", "a capture is lyödä (lyönti), as in tammi"),
    banned(Fi, "vitkut", "players say jahkailla"),
    banned(Fi, "satunnai", "reads as 'random'"),
    banned(Fi, "pöytäsäännöt", "name the preset by its rules"),
    // Phrasings a native reader found wrong, kept out.
    banned(
        Th,
        "หลุมแถวหนึ่ง",
        "reads as 'row one' next to ผู้เล่น 1: ของฝ่ายใดฝ่ายหนึ่ง",
    ),
    banned(
        Th,
        "กินให้ครบก่อน",
        "reads 'capture them all first': กินต่อให้จบก่อน",
    ),
    banned(Th, "ชื่อจุด", "Sungka has houses, Dama squares: ชื่อตำแหน่ง"),
    banned(
        Ko,
        "킹은 절대 잡을 수 없",
        "reads as 'kings can never capture'",
    ),
    banned(
        Ko,
        "수를 두어 보세요",
        "a Sungka move is a number: '1 수' reads as 'one move'",
    ),
    banned(
        Ko,
        "사냥개를 모두 빠져나갔",
        "ungrammatical: 따돌리고 빠져나갔습니다",
    ),
    banned(
        Ko,
        "같은 차례에",
        "the repetition rule is about the side to move: 같은 편이 둘 차례",
    ),
    banned(
        Fi,
        "kertaa kolme pisteen",
        "ungrammatical: yhdeksän pisteen neliö (3 × 3 pistettä)",
    ),
    banned(
        Fi,
        "kettu voittaa alle",
        "a cut-off sentence: Ketun voittoraja",
    ),
    banned(Fi, "liikkukaa", "the player is sinä, not you-all"),
    banned(Fi, "pitäkää", "the player is sinä, not you-all"),
    banned(
        Fi,
        "sitoutumaan",
        "an anglicism ('commit'): pakota ne etenemään",
    ),
];

/// A fact of the rules that a game's "How to play" must state, in section `section`: the
/// phrase that states it in each language (so a fact is checked by its id, not by English
/// words).
pub struct Fact {
    pub id: &'static str,
    pub game: &'static str,
    pub section: &'static str,
    pub phrases: [(Lang, &'static str); 4],
}

pub const FACTS: &[Fact] = &[
    Fact {
        id: "dama-captured-pieces-stay-until-the-move-ends",
        game: DAMA,
        section: "captures",
        phrases: [
            (
                En,
                "Captured pieces stay on the board until the whole move is over",
            ),
            (Th, "หมากที่ถูกกินยังอยู่บนกระดานจนกว่าจะเดินจบตา"),
            (Ko, "잡힌 말은 그 수가 다 끝날 때까지 판에 남아"),
            (
                Fi,
                "Lyödyt nappulat jäävät laudalle, kunnes koko siirto on tehty",
            ),
        ],
    },
    Fact {
        id: "dama-no-piece-jumped-twice",
        game: DAMA,
        section: "captures",
        phrases: [
            (En, "none of them can be jumped twice"),
            (Th, "จะกระโดดข้ามตัวเดิมซ้ำไม่ได้"),
            (Ko, "같은 말을 두 번 뛰어넘을 수는 없습니다"),
            (Fi, "eikä samaa nappulaa voi hypätä kahdesti"),
        ],
    },
    Fact {
        id: "dama-a-man-never-captures-a-king",
        game: DAMA,
        section: "captures",
        phrases: [
            (En, "A man may never capture a king"),
            (Th, "แมนกินได้แค่ไปข้างหน้า และกินคิงไม่ได้เด็ดขาด"),
            (Ko, "일반 말로는 킹을 잡을 수 없습니다"),
            (Fi, "eikä se saa koskaan lyödä daamia"),
        ],
    },
    Fact {
        id: "geese-step-diagonally-forward",
        game: FOX,
        section: "moves",
        phrases: [
            (
                En,
                "diagonally forward where a diagonal line leads that way (a3-b4)",
            ),
            (Th, "เดินทแยงไปข้างหน้าตามเส้นทแยงที่มีอยู่ก็ได้ (เช่น a3-b4)"),
            (Ko, "대각선을 따라 비스듬히 앞으로(a3-b4)"),
            (Fi, "vinottain eteenpäin (a3-b4)"),
        ],
    },
    Fact {
        id: "hounds-step-diagonally-forward",
        game: HARE,
        section: "moves",
        phrases: [
            (En, "diagonally forward along a line (a2-b3)"),
            (Th, "เดินทแยงไปข้างหน้าตามเส้นก็ได้ (เช่น a2-b3)"),
            (Ko, "선을 따라 비스듬히 앞으로(a2-b3)"),
            (Fi, "viivaa pitkin vinottain eteenpäin (a2-b3)"),
        ],
    },
    Fact {
        id: "fox-geese-repetition-with-the-same-side-to-move",
        game: FOX,
        section: "end",
        phrases: [
            (En, "with the same side to move"),
            (Th, "โดยเป็นตาของฝ่ายเดิม"),
            (Ko, "같은 편이 둘 차례인 같은 국면"),
            (Fi, "saman pelaajan vuorolla"),
        ],
    },
    Fact {
        id: "geese-step-sideways-only-when-every-forward-step-opens-a-gap",
        game: FOX,
        section: "tips",
        phrases: [
            (En, "when every forward step would open a gap"),
            (Th, "เมื่อเดินหน้าทางไหนก็จะเปิดช่องว่าง"),
            (Ko, "앞으로 어느 쪽으로 가도 틈이 생길 때는"),
            (Fi, "kun jokainen askel eteenpäin avaisi aukon"),
        ],
    },
];

/// Where a label is shown, and how much room it has there. The figures are those of a
/// 360 dp phone (see README.md, "Label widths").
pub enum Control {
    /// One of the five equal buttons under the board (Android `GameActivity`): 46 dp of
    /// text per line at 16 sp, two lines at most, broken at spaces.
    Bar,
    /// A segment of a three-way segmented control (iOS `NewGameView`): 90 pt of text at
    /// 13 pt, one line.
    Segment,
    /// Buttons side by side in one row, each as wide as its label plus 24 dp (Android): the
    /// labels' widths at 16 sp together, one line each.
    Row { text_dp: f32 },
}

/// Every label shown on a button or a segment, by where it is shown.
pub const CONTROLS: &[(&str, Control, &[&str])] = &[
    (
        "game screen bar",
        Control::Bar,
        &[
            "label-undo",
            "label-redo",
            "label-hint",
            "label-move-list",
            "label-menu",
        ],
    ),
    (
        "mode",
        Control::Segment,
        &["mode-vs-computer", "mode-pass-and-play", "mode-table"],
    ),
    (
        "level",
        Control::Segment,
        &["level-easy", "level-normal", "level-expert"],
    ),
    // 360 − 2 × 16 (screen) − 2 × 16 (card) − 3 × 24 (buttons).
    (
        "game card",
        Control::Row { text_dp: 224.0 },
        &["label-continue", "label-new-game", "label-how-to-play"],
    ),
    // 360 − 2 × 16 − 120 kept for the profile's name − 2 × 24.
    (
        "home header",
        Control::Row { text_dp: 160.0 },
        &["label-profiles", "label-settings"],
    ),
    // 360 − 2 × 16 − 3 × 24.
    (
        "profile row",
        Control::Row { text_dp: 256.0 },
        &["profile-switch", "label-rename", "label-delete"],
    ),
];

/// The average width of one display column at 16 sp, in dp: Roboto's letters for English
/// and Finnish, Noto Sans CJK (a Hangul syllable is two columns, 16 dp), Noto Sans Thai
/// (its marks above and below a letter take no column).
pub fn column_dp(lang: Lang) -> f32 {
    match lang {
        Lang::En | Lang::Fi => 8.5,
        Lang::Ko => 8.0,
        Lang::Th => 9.0,
    }
}

/// Display columns of a label: `unicode-width`, with the narrow Latin letters and
/// punctuation (i, l, t, r, space…), about half as wide as the others, as half a column.
pub fn columns(text: &str) -> f32 {
    use unicode_width::UnicodeWidthChar;
    text.chars()
        .map(|c| {
            let width = c.width().unwrap_or(0) as f32;
            if " ijltfrI.,:;'!|-()".contains(c) {
                width / 2.0
            } else {
                width
            }
        })
        .sum()
}
