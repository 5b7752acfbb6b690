//! Draws any board as text from its description: points on a grid, lines between them.
//! The grid is made of the distinct x and y coordinates of the points, so the same code
//! draws the cross of Fox and Geese, the little Hare and Hounds board, the checkerboard and
//! the mancala board. Every drawing carries its coordinates, so that a move can be read
//! off the board: letters and numbers on the edges of the line boards, the square numbers
//! in the empty Dama squares (and each row's range beside it), the house numbers above and
//! below the Sungka houses, the stores in brackets.

use fireside_core::games::{self, PointRole};
use fireside_core::session::BoardDrawing;
use fireside_core::{Board, BoardKind, Piece, PieceKind};

/// The glyph of a piece in the terminal.
pub fn glyph(kind: PieceKind) -> String {
    match kind {
        PieceKind::Fox => "F".into(),
        PieceKind::Goose => "g".into(),
        PieceKind::Hound => "D".into(),
        PieceKind::Hare => "H".into(),
        PieceKind::WhiteMan => "w".into(),
        PieceKind::WhiteKing => "W".into(),
        PieceKind::BlackMan => "b".into(),
        PieceKind::BlackKing => "B".into(),
        PieceKind::Shells { count } => count.to_string(),
    }
}

/// The kinds of pieces on the board, in order of first appearance, for a legend.
pub fn legend_kinds(pieces: &[PieceKind]) -> Vec<PieceKind> {
    let mut seen: Vec<PieceKind> = Vec::new();
    for &kind in pieces {
        if !matches!(kind, PieceKind::Shells { .. }) && !seen.contains(&kind) {
            seen.push(kind);
        }
    }
    seen
}

/// A board to draw, with y going down the screen.
pub struct Layout {
    kind: BoardKind,
    /// Name, x, y of each point, in point order.
    points: Vec<(String, f32, f32)>,
    lines: Vec<(u8, u8)>,
    pub pieces: Vec<(u8, PieceKind)>,
    roles: Vec<PointRole>,
}

impl Layout {
    /// A position's own board (y going up, as the rules describe it).
    pub fn of_board(game: &str, board: &Board, pieces: &[Piece]) -> Layout {
        Layout {
            kind: board.kind,
            points: board
                .points
                .iter()
                .map(|p| (p.name.clone(), p.x, -p.y))
                .collect(),
            lines: board.lines.clone(),
            pieces: pieces.iter().map(|p| (p.point, p.kind)).collect(),
            roles: roles(game, board.points.len()),
        }
    }

    /// The board of `game` as the app shows it: turned to the player, colours as the
    /// settings say.
    pub fn of_view(game: &str, model: &BoardDrawing) -> Layout {
        Layout {
            kind: model.kind,
            points: model
                .points
                .iter()
                .map(|p| (p.name.clone(), p.x, p.y))
                .collect(),
            lines: model.lines.iter().map(|l| (l.a, l.b)).collect(),
            pieces: model.pieces.iter().map(|p| (p.point, p.kind)).collect(),
            roles: roles(game, model.points.len()),
        }
    }
}

fn roles(game: &str, n: usize) -> Vec<PointRole> {
    let role = games::find(game).map(|e| e.words.point_role).ok();
    (0..n)
        .map(|i| role.map_or(PointRole::Point, |f| f(i as u8)))
        .collect()
}

fn axis(values: impl Iterator<Item = f32>) -> Vec<f32> {
    let mut v: Vec<f32> = values.collect();
    v.sort_by(|a, b| a.total_cmp(b));
    v.dedup_by(|a, b| (*a - *b).abs() < 1e-3);
    v
}

fn index_of(axis: &[f32], value: f32) -> usize {
    axis.iter()
        .position(|a| (a - value).abs() < 1e-3)
        .unwrap_or(0)
}

/// A point name's letters and digits (`c7` → `c`, `7`), when it has both.
fn split_name(name: &str) -> Option<(&str, &str)> {
    let at = name.find(|c: char| c.is_ascii_digit())?;
    let (letters, digits) = name.split_at(at);
    (!letters.is_empty() && digits.chars().all(|c| c.is_ascii_digit())).then_some((letters, digits))
}

/// Writes `text` into `row` with its last character at `col`.
fn put_right(row: &mut [char], col: usize, text: &str) {
    let n = text.chars().count();
    let start = (col + 1).saturating_sub(n);
    for (k, ch) in text.chars().enumerate() {
        if let Some(cell) = row.get_mut(start + k) {
            *cell = ch;
        }
    }
}

/// The lines between points: `-` and `|` along a row or column, `/` and `\` on the
/// diagonals, `X` where two diagonals cross.
fn draw_lines(grid: &mut [Vec<char>], lines: &[(u8, u8)], at: &dyn Fn(usize) -> (usize, usize)) {
    for &(a, b) in lines {
        let (ra, ca) = at(a as usize);
        let (rb, cb) = at(b as usize);
        let (r, c) = ((ra + rb) / 2, (ca + cb) / 2);
        if ra == rb {
            for cell in grid[r].iter_mut().take(ca.max(cb)).skip(ca.min(cb) + 1) {
                *cell = '-';
            }
            continue;
        }
        let ch = if ca == cb {
            '|'
        } else if (rb > ra) == (cb > ca) {
            '\\'
        } else {
            '/'
        };
        // Both diagonals of a square cross in its middle.
        grid[r][c] = match (grid[r][c], ch) {
            ('/', '\\') | ('\\', '/') | ('X', _) => 'X',
            _ => ch,
        };
    }
}

/// The grid's rows as text, each row of points with its edge labels, then the column
/// letters.
fn join_rows(
    grid: Vec<Vec<char>>,
    edges: &Edges,
    pad: usize,
    row_h: usize,
    width: usize,
) -> String {
    let margin = edges
        .rows
        .iter()
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(0);
    let mut out = String::new();
    for (r, line) in grid.into_iter().enumerate() {
        let s: String = line.into_iter().collect();
        let left = if r >= pad && (r - pad) % row_h == 0 {
            edges
                .rows
                .get((r - pad) / row_h)
                .cloned()
                .unwrap_or_default()
        } else {
            String::new()
        };
        let right = if r >= pad && (r - pad) % row_h == 0 {
            edges
                .right
                .get((r - pad) / row_h)
                .cloned()
                .unwrap_or_default()
        } else {
            String::new()
        };
        let line = format!("  {left:>margin$}{}", s.trim_end());
        let line = if right.is_empty() {
            line
        } else {
            format!("{line:<w$}  {right}", w = width + margin + 2)
        };
        out.push_str(line.trim_end());
        out.push('\n');
    }
    if let Some(cols) = &edges.columns {
        out.push_str(&format!("  {:margin$}{}\n", "", cols.trim_end()));
    }
    out
}

/// Renders the board with its pieces and coordinates.
pub fn render(layout: &Layout) -> String {
    let xs = axis(layout.points.iter().map(|p| p.1));
    let ys = axis(layout.points.iter().map(|p| p.2));
    let cell_w = match layout.kind {
        BoardKind::Lines => 4,
        BoardKind::Checkerboard { .. } => 4,
        BoardKind::Mancala => 5,
    };
    let row_h = match layout.kind {
        BoardKind::Lines => 2,
        _ => 1,
    };
    // Sungka's house numbers take a line above and below the board.
    let pad = usize::from(layout.kind == BoardKind::Mancala);
    let width = xs.len() * cell_w + 2;
    let height = (ys.len() - 1) * row_h + 1 + 2 * pad;
    let mut grid = vec![vec![' '; width]; height];
    let at = |i: usize| -> (usize, usize) {
        let p = &layout.points[i];
        let col = index_of(&xs, p.1) * cell_w + cell_w / 2;
        let row = index_of(&ys, p.2) * row_h + pad;
        (row, col)
    };

    if layout.kind == BoardKind::Lines {
        draw_lines(&mut grid, &layout.lines, &at);
    }

    let occupied: Vec<u8> = layout.pieces.iter().map(|p| p.0).collect();
    for i in 0..layout.points.len() {
        let (r, c) = at(i);
        let empty = !occupied.contains(&(i as u8));
        match layout.roles.get(i) {
            // An empty square shows its number: the notation is the square numbers.
            Some(PointRole::Square) if empty => put_right(&mut grid[r], c, &layout.points[i].0),
            _ => grid[r][c] = '.',
        }
        if let Some(PointRole::House { number, .. }) = layout.roles.get(i) {
            // The number above a top house, below a bottom one.
            let label_row = if r == pad { 0 } else { height - 1 };
            if r == pad || r == height - 1 - pad {
                put_right(&mut grid[label_row], c + 1, &format!("({number})"));
            }
        }
    }
    for &(point, kind) in &layout.pieces {
        if (point as usize) >= layout.points.len() {
            continue;
        }
        let (r, c) = at(point as usize);
        let mut text = glyph(kind);
        if let Some(PointRole::Store { .. }) = layout.roles.get(point as usize) {
            text = format!("[{text}]");
        }
        // Counts end on the point's column (a store's bracket one further), so the units
        // of 7 and 14 stand under the same house number, as figures in a column do.
        let end = if text.starts_with('[') { c + 1 } else { c };
        put_right(&mut grid[r], end, &text);
    }

    let edges = edge_labels(layout, &xs, &ys, cell_w, width);
    join_rows(grid, &edges, pad, row_h, width)
}

struct Edges {
    /// The label left of each row of points.
    rows: Vec<String>,
    /// The label right of each row (Dama: the numbers of its squares).
    right: Vec<String>,
    /// The line of column labels under the board.
    columns: Option<String>,
}

fn edge_labels(layout: &Layout, xs: &[f32], ys: &[f32], cell_w: usize, width: usize) -> Edges {
    let mut edges = Edges {
        rows: Vec::new(),
        right: Vec::new(),
        columns: None,
    };
    match layout.kind {
        BoardKind::Lines => {
            let mut rows = vec![String::new(); ys.len()];
            let mut cols = vec![' '; width];
            for (name, x, y) in &layout.points {
                if let Some((letters, digits)) = split_name(name) {
                    rows[index_of(ys, *y)] = format!("{digits} ");
                    let c = index_of(xs, *x) * cell_w + cell_w / 2;
                    put_right(&mut cols, c + letters.chars().count() - 1, letters);
                }
            }
            edges.rows = rows;
            edges.columns = Some(cols.into_iter().collect());
        }
        BoardKind::Checkerboard { .. } => {
            // Each row's squares from left to right as they stand on the screen, so a
            // board turned for the second player reads 24-21 where its squares do.
            let mut rows: Vec<Vec<(f32, u32)>> = vec![Vec::new(); ys.len()];
            for (name, x, y) in &layout.points {
                if let Ok(n) = name.parse::<u32>() {
                    rows[index_of(ys, *y)].push((*x, n));
                }
            }
            edges.right = rows
                .iter_mut()
                .map(|r| {
                    r.sort_by(|a, b| a.0.total_cmp(&b.0));
                    match (r.first(), r.last()) {
                        (Some(a), Some(b)) => format!("{}-{}", a.1, b.1),
                        _ => String::new(),
                    }
                })
                .collect();
        }
        BoardKind::Mancala => {}
    }
    edges
}

/// The point names laid out like the board, so a player can read the notation off it.
pub fn render_names(board: &Board) -> String {
    let xs = axis(board.points.iter().map(|p| p.x));
    let ys = axis(board.points.iter().map(|p| p.y));
    let w = board
        .points
        .iter()
        .map(|p| p.name.chars().count())
        .max()
        .unwrap_or(1)
        + 1;
    let mut rows = vec![vec![String::new(); xs.len()]; ys.len()];
    for p in &board.points {
        rows[ys.len() - 1 - index_of(&ys, p.y)][index_of(&xs, p.x)] = p.name.clone();
    }
    let mut out = String::new();
    for row in rows {
        out.push_str("  ");
        let line: String = row.iter().map(|n| format!("{n:>w$}")).collect();
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}
