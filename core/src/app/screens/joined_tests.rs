use super::joined::{line, lines, spoken};

#[test]
fn empty_parts_leave_no_separator() {
    assert_eq!(line(["a", "", "b"]), "a · b");
    assert_eq!(spoken(["", "Fox", "Anna"]), "Fox, Anna");
    assert_eq!(lines(["x", "y", ""]), "x\ny");
    assert_eq!(line(Vec::<String>::new()), "");
}
