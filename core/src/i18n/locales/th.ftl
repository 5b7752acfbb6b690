# Fireside — ภาษาไทย ใช้คีย์ชุดเดียวกับไฟล์ภาษาอังกฤษ
# ภาษาไทยไม่มีรูปพหูพจน์ ตัวเลือกจึงใช้เพียง [other]

app-name = Fireside
language-name = ไทย

## เกม

game-fox-geese = จิ้งจอกกับห่าน
    .desc = จิ้งจอกหนึ่งตัวสู้กับฝูงห่านบนกระดานรูปกากบาท
game-hare-hounds = กระต่ายกับหมาล่าเนื้อ
    .desc = หมาล่าเนื้อสามตัวไล่ต้อนกระต่าย เกมของทหารฝรั่งเศส
game-sungka = ซุงกา
    .desc = เกมหว่านเปลือกหอยของฟิลิปปินส์ เล่นบนหลุมสองแถว
game-dama-italiana = หมากฮอสแบบอิตาลี
    .desc = ดามาของอิตาลี แมนกินคิงไม่ได้

## ชุดกติกา

preset-fox-geese-classic = ดั้งเดิม
    .desc = ห่าน 13 ตัว มีเส้นทแยงเว้นจุด จิ้งจอกต้องกิน 7 ตัว
preset-fox-geese-13-diagonals = ห่าน 13 ตัว มีเส้นทแยง
    .desc = ห่าน 13 ตัวบนกระดานที่มีเส้นทแยง จิ้งจอกกินแค่ 5 ตัวก็ชนะ
preset-fox-geese-13-orthogonal = ห่าน 13 ตัว ไม่มีเส้นทแยง
    .desc = ห่าน 13 ตัว มีแต่เส้นตรง จิ้งจอกต้องกิน 5 ตัว
preset-fox-geese-17-diagonals = ห่าน 17 ตัว มีเส้นทแยง
    .desc = ฝูงห่านใหญ่ขึ้นบนกระดานที่มีเส้นทแยง จิ้งจอกต้องกิน 7 ตัว
preset-fox-geese-17-orthogonal = ห่าน 17 ตัว ไม่มีเส้นทแยง
    .desc = ฝูงห่านใหญ่ขึ้น มีแต่เส้นตรง จิ้งจอกต้องกิน 7 ตัว
preset-fox-geese-table = ทแยงทุกจุด ห้ามเดินออกข้าง
    .desc = มีเส้นทแยงทุกจุด ห่านเดินออกข้างไม่ได้ จิ้งจอกชนะเมื่อห่านเหลือไม่ถึง 4 ตัว
preset-hare-hounds-classic = ดั้งเดิม
    .desc = หมาล่าเนื้อสามตัว กระต่ายหนึ่งตัว สิบเอ็ดจุด ฝ่ายหมาเดินก่อน
preset-hare-hounds-hare-first = กระต่ายเดินก่อน
    .desc = เหมือนแบบดั้งเดิม แต่กระต่ายเป็นฝ่ายเดินก่อน
preset-sungka-classic = ดั้งเดิม
    .desc = ฝ่ายละเจ็ดหลุม หลุมละเจ็ดเม็ด
preset-dama-italiana-classic = ดั้งเดิม
    .desc = กติกาของสหพันธ์หมากฮอสอิตาลี

## ตัวเลือก

option-fox-geese-geese = จำนวนห่าน
    .desc = จำนวนห่านบนกระดานตอนเริ่มเกม
option-fox-geese-diagonals = เส้นทแยง
    .desc = จุดใดบ้างที่มีเส้นทแยงเชื่อมกัน
option-fox-geese-sideways = ห่านเดินออกข้าง
    .desc = ห่านเดินไปทางข้างในแถวเดิมได้หรือไม่
option-fox-geese-forced-capture = บังคับกิน
    .desc = ถ้ากินได้ จิ้งจอกต้องกิน
option-fox-geese-captures-to-win = จำนวนที่ต้องกินเพื่อชนะ
    .desc = จิ้งจอกต้องกินห่านกี่ตัวจึงจะชนะ
option-fox-geese-fox-wins-below = เกณฑ์ชนะของจิ้งจอก
    .desc = จิ้งจอกชนะเมื่อห่านเหลือน้อยกว่าจำนวนนี้
option-fox-geese-no-progress = เสมอเมื่อเกมไม่คืบหน้า
    .desc = จำนวนตาที่ไม่มีการกินและไม่มีห่านเดินหน้า แล้วนับเป็นเสมอ (0 คือไม่ใช้กติกานี้)
option-fox-geese-first = ฝ่ายที่เดินก่อน
    .desc = ใครได้เดินตาแรก
option-hare-hounds-stall-limit = จำกัดการถ่วงเวลา
    .desc = กระต่ายชนะถ้าฝ่ายหมาเดินติดกันจำนวนตานี้โดยไม่รุกหน้า
option-hare-hounds-first = ฝ่ายที่เดินก่อน
    .desc = ใครได้เดินตาแรก
option-sungka-first = ฝ่ายที่เดินก่อน
    .desc = ใครได้เดินตาแรก
option-sungka-shells = เปลือกหอยต่อหลุม
    .desc = แต่ละหลุมมีเปลือกหอยกี่เม็ดตอนเริ่มเกม

option-value-on = เปิด
option-value-off = ปิด
option-value-none = ไม่มี
option-value-alternate = เว้นจุด
option-value-all = ทุกจุด
option-value-fox = จิ้งจอก
option-value-geese = ห่าน
option-value-hounds = หมาล่าเนื้อ
option-value-hare = กระต่าย
option-value-player-1 = ผู้เล่น 1
option-value-player-2 = ผู้เล่น 2

## ฝ่ายและตัวหมาก

role-fox = จิ้งจอก
role-geese = ห่าน
role-hounds = หมาล่าเนื้อ
role-hare = กระต่าย
role-player-one = ผู้เล่น 1
role-player-two = ผู้เล่น 2
role-white = ฝ่ายขาว
role-black = ฝ่ายดำ

piece-fox = จิ้งจอก
piece-goose = ห่าน
piece-hound = หมาล่าเนื้อ
piece-hare = กระต่าย
piece-white-man = แมนขาว
piece-white-king = คิงขาว
piece-black-man = แมนดำ
piece-black-king = คิงดำ
piece-shells = { $count ->
    [0] ไม่มีเปลือกหอย
   *[other] เปลือกหอย { $count } เม็ด
}

## ระดับและรูปแบบการเล่น

level-easy = ง่าย
    .desc = เดินพลาดบ้าง เหมาะสำหรับหัดเล่น
level-normal = ปกติ
    .desc = คู่แข่งฝีมือสูสี เหมาะกับผู้เล่นทั่วไป
level-expert = ผู้เชี่ยวชาญ
    .desc = คิดลึกและแทบไม่ปล่อยให้คุณพลาดลอยนวล
level-strength-easy = สำหรับเกมแรก: อ่อนกว่าระดับปกติราว { $gap } Elo ระดับปกติจะทำคะแนนได้ราว { $percent }% เมื่อเจอระดับนี้
level-strength-normal = เก่งกว่าระดับง่ายราว { $above } Elo และอ่อนกว่าระดับผู้เชี่ยวชาญราว { $below } Elo
level-strength-expert = เก่งกว่าระดับปกติอย่างน้อย { $gap } Elo จะทำคะแนนได้ราว { $percent }% เมื่อเจอระดับปกติ

mode-vs-computer = เล่นกับคอม
    .desc = คุณเล่นฝ่ายหนึ่ง คอมพิวเตอร์เล่นอีกฝ่าย
mode-pass-and-play = ผลัดกันเล่น
    .desc = ผู้เล่นสองคนผลัดกันเดินบนเครื่องเดียว
mode-table = เล่นบนโต๊ะ
    .desc = ผู้เล่นสองคนนั่งหันหน้าเข้าหากัน โดยวางเครื่องไว้บนโต๊ะตรงกลาง

## ปุ่มและเมนู

label-new-game = เกมใหม่
label-continue = เล่นต่อ
label-undo = ย้อนตา
label-redo = ทำซ้ำ
label-hint = คำใบ้
label-move-list = ตาเดิน
label-no-moves-yet = ยังไม่มีการเดิน
label-rematch = แข่งอีกรอบ
label-settings = การตั้งค่า
label-profiles = โปรไฟล์
label-leaderboard = ตารางอันดับ
label-how-to-play = วิธีเล่น
label-sound-on = เปิดเสียง
label-sound-off = ปิดเสียง
label-animation-speed = ความเร็วแอนิเมชัน
label-language = ภาษา
label-quit = ออก
label-back = กลับ
label-start = เริ่ม
label-resume = เล่นต่อจากเดิม
label-pause = พัก
label-ok = ตกลง
label-cancel = ยกเลิก
label-yes = ใช่
label-no = ไม่
label-close = ปิด
# The button that shows the result sheet again after it was closed.
label-show-result = ดูผลการแข่งขัน
label-save = บันทึก
label-delete = ลบ
label-rename = เปลี่ยนชื่อ
label-menu = เมนู
label-resign = ยอมแพ้
label-choose-game = เลือกเกม
label-rules = กติกา
label-preset = ชุดกติกา
label-options = ตัวเลือก
label-level = ระดับ
label-mode = รูปแบบการเล่น
label-play-as = เล่นเป็น
label-reset-options = คืนค่าเริ่มต้น
label-main-menu = เมนูหลัก

## การตั้งค่า

settings-sound = เสียง
settings-language-device = ภาษาของเครื่อง
settings-show-coordinates = แสดงพิกัด
settings-show-legal-moves = แสดงตาที่เดินได้
settings-show-last-move = เน้นตาเดินล่าสุด
settings-confirm-moves = ยืนยันทุกตาเดิน
settings-vibration = การสั่น
settings-reset-statistics = ล้างสถิติ
settings-reset-statistics-confirm = ลบผลการเล่นและคะแนนทั้งหมดของโปรไฟล์นี้ใช่หรือไม่

animation-off = ปิด
animation-slow = ช้า
animation-normal = ปกติ
animation-fast = เร็ว

## โปรไฟล์ คะแนน ตารางอันดับ

profile-new = โปรไฟล์ใหม่
profile-name = ชื่อ
profile-default-name = ผู้เล่น
profile-switch = สลับโปรไฟล์
profile-no-games = ยังไม่เคยเล่นเลย
profile-rating = คะแนนฝีมือ
profile-rating-value = คะแนนฝีมือ { $rating }
profile-delete-confirm = ลบโปรไฟล์ { $name } และผลการเล่นทั้งหมดใช่หรือไม่
rating-gained = คะแนนฝีมือ +{ $points }
rating-lost = คะแนนฝีมือ −{ $points }
rating-unchanged = คะแนนฝีมือเท่าเดิม
leaderboard-empty = ยังไม่มีใครในตารางอันดับ ลองเล่นกับคอมพิวเตอร์ให้จบสักเกมสิ
leaderboard-player = ผู้เล่น
leaderboard-rating = คะแนนฝีมือ
leaderboard-games = จำนวนเกม
leaderboard-rank = อันดับ { $rank }
stats-title = สถิติ
stats-wins-at-level = ชนะ { $count } ครั้งในระดับ{ $level ->
    [easy] ง่าย
    [normal] ปกติ
   *[expert] ผู้เชี่ยวชาญ
}
stats-record = ชนะ { $wins } · เสมอ { $draws } · แพ้ { $losses }
stats-games-played = เล่นไปแล้ว { $count } เกม

## สถานะและผลการแข่ง

status-to-move = ตาของ{ $side }
status-your-turn = ตาของคุณ
status-computer-thinking = คอมพิวเตอร์กำลังคิด…
status-continue-chain = { $side }: กระโดดต่อ หรือแตะที่ตัวหมากเพื่อหยุดตรงนี้
status-finish-chain = { $side }: กระโดดต่อ ต้องกินต่อให้จบ
status-computer-played = คอมพิวเตอร์เดิน { $move }
move-number = ตาที่ { $number }
hint-move = ลองเดิน { $move }
hint-none = ไม่มีคำใบ้ เพราะไม่มีตาให้เดิน
hint-lost = ถ้าเล่นดีที่สุดทั้งสองฝ่าย { $role ->
    [fox] จิ้งจอกชนะ
    [geese] ฝ่ายห่านชนะ
    [hounds] ฝ่ายหมาชนะ
    [hare] กระต่ายชนะ
    [player-one] ผู้เล่น 1 ชนะ
    [player-two] ผู้เล่น 2 ชนะ
    [white] ฝ่ายขาวชนะ
   *[black] ฝ่ายดำชนะ
} ตา { $move } ยื้อได้นานที่สุด
result-win = { $role ->
    [fox] จิ้งจอกชนะ!
    [geese] ฝ่ายห่านชนะ!
    [hounds] ฝ่ายหมาชนะ!
    [hare] กระต่ายชนะ!
    [player-one] ผู้เล่น 1 ชนะ!
    [player-two] ผู้เล่น 2 ชนะ!
    [white] ฝ่ายขาวชนะ!
   *[black] ฝ่ายดำชนะ!
}
result-draw = เสมอ
result-you-win = คุณชนะ!
result-you-lose = คุณแพ้

end-reason-fox-trapped = จิ้งจอกถูกล้อมจนเดินไม่ได้
end-reason-geese-captured = จิ้งจอกกินห่านได้ครบแล้ว
end-reason-geese-blocked = ห่านไม่มีทางเดิน
end-reason-no-progress = นานเกินไปแล้วที่ไม่มีการกินและไม่มีห่านตัวไหนเดินหน้า
end-reason-repetition = ตำแหน่งเดิมเกิดขึ้นเป็นครั้งที่สาม
end-reason-hare-trapped = กระต่ายถูกต้อนจนมุม เดินไม่ได้
end-reason-hare-escaped = กระต่ายหลุดผ่านหมาล่าเนื้อไปได้ทุกตัว
end-reason-hounds-stalled = ฝ่ายหมาถ่วงเวลาไม่ยอมรุกหน้านานเกินไป
end-reason-hounds-blocked = ฝ่ายหมาไม่มีทางเดิน
end-reason-houses-empty = { $winner ->
    [player-one] หลุมของฝ่ายใดฝ่ายหนึ่งว่างหมดแล้ว นับเปลือกหอยแล้ว ผู้เล่น 1 มีมากกว่า
    [player-two] หลุมของฝ่ายใดฝ่ายหนึ่งว่างหมดแล้ว นับเปลือกหอยแล้ว ผู้เล่น 2 มีมากกว่า
   *[none] หลุมของฝ่ายใดฝ่ายหนึ่งว่างหมดแล้ว และทั้งสองฝ่ายมีเปลือกหอยเท่ากัน
}
end-reason-repetition-counted = { $winner ->
    [player-one] ตำแหน่งเดิมเกิดขึ้นเป็นครั้งที่สาม นับเปลือกหอยแล้ว ผู้เล่น 1 มีมากกว่า
    [player-two] ตำแหน่งเดิมเกิดขึ้นเป็นครั้งที่สาม นับเปลือกหอยแล้ว ผู้เล่น 2 มีมากกว่า
   *[none] ตำแหน่งเดิมเกิดขึ้นเป็นครั้งที่สาม และเปลือกหอยเท่ากัน
}
end-reason-no-pieces = { $winner ->
    [white] ฝ่ายดำไม่เหลือหมากแล้ว
   *[black] ฝ่ายขาวไม่เหลือหมากแล้ว
}
end-reason-no-moves = { $winner ->
    [white] ฝ่ายดำไม่มีตาให้เดินแล้ว
   *[black] ฝ่ายขาวไม่มีตาให้เดินแล้ว
}
end-reason-move-limit = ทั้งสองฝ่ายเดินไปฝ่ายละ 40 ตาโดยไม่มีการกินหรือการเลื่อนขั้นเป็นคิง

## ตัวนับ

counter-geese-left = เหลือห่าน { $count } ตัว
counter-captured = กินไปแล้ว: { $count }
counter-captures-to-win = ต้องกินเพื่อชนะ: { $count }
counter-no-progress = ตาที่ทั้งสองฝ่ายเดินโดยไม่คืบหน้า: { $count }
counter-no-progress-limit = เสมอเมื่อไม่คืบหน้า { $count } ตา
counter-stall = ตาที่ไม่รุกหน้า: { $count }
counter-stall-limit = กระต่ายชนะเมื่อฝ่ายหมาไม่รุกหน้า { $count } ตา
counter-store-1 = หลุมเก็บของผู้เล่น 1: { $count }
counter-store-2 = หลุมเก็บของผู้เล่น 2: { $count }
counter-houses-1 = ในหลุมของผู้เล่น 1: { $count }
counter-houses-2 = ในหลุมของผู้เล่น 2: { $count }
counter-white-men = แมนขาว: { $count }
counter-white-kings = คิงขาว: { $count }
counter-black-men = แมนดำ: { $count }
counter-black-kings = คิงดำ: { $count }
counter-quiet-plies = ตาที่ทั้งสองฝ่ายเดินโดยไม่มีการกินหรือเลื่อนขั้น: { $count }
# ตัวนับในแถบผู้เล่น: สั้น ๆ แถบบอกอยู่แล้วว่าเป็นของใคร
band-counter-captured = กินห่านไปแล้ว { $count } ตัว
band-counter-no-progress = ไม่คืบหน้ามา { $count } ตา
band-counter-stall = ไม่รุกหน้ามา { $count } ตา
band-counter-store-1 = ในหลุมเก็บ { $count } เม็ด
band-counter-store-2 = ในหลุมเก็บ { $count } เม็ด
band-counter-white-men = แมน { $count } ตัว
band-counter-white-kings = คิง { $count } ตัว
band-counter-black-men = แมน { $count } ตัว
band-counter-black-kings = คิง { $count } ตัว
band-counter-quiet-plies = ไม่มีการกินหรือเลื่อนขั้นมา { $count } ตา
sungka-score = ผู้เล่น 1: { $one } เม็ด · ผู้เล่น 2: { $two } เม็ด
sungka-another-turn = เม็ดสุดท้ายลงหลุมเก็บของคุณ ได้ตาฟรี
dama-must-capture = คุณต้องกิน
dama-must-continue = กินต่อด้วยหมากตัวเดิม

## ข้อผิดพลาด

error-illegal-move = เดิน { $move } ไม่ได้ในตำแหน่งนี้
error-bad-notation = อ่านตาเดิน “{ $move }” ไม่ออก
error-nothing-to-undo = ไม่มีตาให้ย้อน
error-nothing-to-redo = ไม่มีตาให้ทำซ้ำ
error-game-over = เกมจบแล้ว
error-not-your-turn = รอก่อน ตอนนี้ยังไม่ใช่ตาของคุณ
error-no-such-point = ไม่มีตำแหน่งนี้บนกระดาน
error-nothing-to-move-here = ไม่มีหมากของคุณที่เดินจากตรงนั้นได้
error-must-capture = บังคับกิน ตานี้ต้องเดินกินด้วยหมากตัวอื่น
error-not-a-target = หมากที่เลือกไปตรงนั้นไม่ได้
error-finish-capture = กินต่อให้จบก่อน
error-nothing-selected = เลือกหมากก่อน
error-save-recovered = เกมที่บันทึกไว้เสียหาย จึงกู้คืนตำแหน่งล่าสุดที่ยังใช้ได้ให้แล้ว
error-save-lost = เกมที่บันทึกไว้เสียหายและกู้คืนไม่ได้
error-damaged-position = ตำแหน่งนี้เสียหาย เล่นต่อไม่ได้
error-unknown-game = ไม่มีเกมชื่อ “{ $name }”
error-unknown-preset = ไม่มีชุดกติกาชื่อ “{ $name }”
error-unknown-option = ไม่มีตัวเลือกชื่อ “{ $option }”
error-bad-option-value = ตั้งตัวเลือก “{ $option }” เป็น “{ $value }” ไม่ได้

## การเข้าถึง (โปรแกรมอ่านหน้าจอ)

a11y-point = { $point }, { $piece }
a11y-point-empty = { $point }, ว่าง
a11y-house = หลุม { $number }, { $count ->
    [0] ว่าง
   *[other] { $count } เม็ด
}
a11y-house-opponent = หลุม { $number } ของคู่แข่ง, { $count ->
    [0] ว่าง
   *[other] { $count } เม็ด
}
a11y-store-own = หลุมเก็บของคุณ, { $count } เม็ด
a11y-store-opponent = หลุมเก็บของคู่แข่ง, { $count } เม็ด
a11y-store-of = หลุมเก็บของ{ $side }, { $count } เม็ด
a11y-move = { $side }: { $move }

## เทอร์มินัล (fireside play)

cli-prompt = ตาของ{ $side }
cli-help = พิมพ์ตาเดินตามสัญลักษณ์ของเกม หรือพิมพ์คำสั่ง
cli-commands = คำสั่ง: moves (ตาเดินที่ทำได้), board (ดูกระดาน), names (ชื่อตำแหน่ง), undo (ย้อน), redo (ทำซ้ำ), hint (คำใบ้), rules (วิธีเล่น), ratings (ตารางอันดับ), help (ช่วยเหลือ), quit (ออก)
cli-type-move = พิมพ์ตาเดิน หรือพิมพ์ “help”
cli-moves-title = ตาที่เดินได้:
cli-names-title = ชื่อตำแหน่งบนกระดาน:
cli-played = เดิน { $move }
cli-illegal-move = เดิน { $move } ไม่ได้
cli-undone = ย้อนตาแล้ว
cli-game-over = จบเกม: { $result }
cli-unknown-command = ไม่รู้จักคำสั่ง “{ $command }” พิมพ์ “help” เพื่อดูคำสั่ง
cli-resumed = เล่นเกมที่บันทึกไว้ต่อ ถ้าจะเริ่มเกมใหม่ให้ใส่ --new
cli-redone = เดินตานั้นอีกครั้งแล้ว
cli-saved-at = เกมถูกบันทึกไว้ที่ { $path }
cli-bye = ลาก่อน!
cli-how-to-move-fox-geese = เดินโดยพิมพ์จุดที่หมากอยู่และจุดที่จะไป คั่นด้วยขีด: d4-d5 จิ้งจอกกินโดยกระโดด เขียนด้วย x: d4xd6 ถ้ากินต่อเนื่องให้เขียนทุกจุดที่ลง: d4xd6xf6 ตัวอักษรและตัวเลขที่ขอบกระดานคือชื่อของจุด
cli-how-to-move-hare-hounds = เดินโดยพิมพ์จุดที่หมากอยู่และจุดที่จะไป คั่นด้วยขีด: b1-b2 ตัวอักษรและตัวเลขที่ขอบกระดานคือชื่อของจุด
cli-how-to-move-sungka = เดินโดยพิมพ์หมายเลขหลุมที่จะหว่าน 1 ถึง 7 นับจากซ้ายมือของคุณ หมายเลขอยู่ในวงเล็บบนกระดาน
cli-how-to-move-dama-italiana = เดินโดยพิมพ์ช่องที่หมากอยู่และช่องที่จะไป: 22-18 การกินเขียนด้วย x ถ้ากินต่อเนื่องให้เขียนทุกช่องที่ลง: 22x13x6 ช่องว่างแสดงหมายเลขของช่อง และหมายเลขของแต่ละแถวเขียนไว้ข้างแถว
cli-no-such-point = { $kind ->
    [square] กระดานนี้ไม่มีช่อง { $point }
    [house] ไม่มีหลุม { $point } หลุมมีหมายเลข 1 ถึง 7
   *[point] กระดานนี้ไม่มีจุด { $point }
}
cli-missing-destination = { $point } คือจุดเริ่มของตาเดิน ให้พิมพ์จุดที่จะไปด้วย เช่น { $example }
cli-next = ต่อไปจะทำอะไร พิมพ์ 1 เพื่อเล่นอีกตา 2 เพื่อเริ่มเกมใหม่ 3 เพื่อออก หรือ 4 เพื่อทบทวนเกมทีละตา
cli-which-game = จะเล่นเกมไหน พิมพ์หมายเลขของเกม
cli-flags-differ = เกมที่บันทึกไว้ไม่ใช่เกมที่คุณขอ: { $differences }
cli-flag-differs = { $flag } { $asked } (เกมที่บันทึกไว้: { $saved })
cli-continue-or-new = พิมพ์ 1 เพื่อเล่นเกมที่บันทึกไว้ต่อ หรือ 2 เพื่อเริ่มเกมใหม่ตามที่ขอ

## App core (issue 12): notices, rating rules, accessibility states, Dama presentation

error-unknown-profile = ไม่มีโปรไฟล์นี้
error-last-profile = ลบโปรไฟล์สุดท้ายไม่ได้
settings-dama-black-first = หมากฮอสแบบอิตาลี: ฝ่ายดำอยู่ด้านล่างและเดินก่อน
    .desc = กติกาเดิม แต่แสดงแบบที่หลายเว็บไซต์ใช้: ฝ่ายของคุณเป็นสีดำอยู่ด้านล่างและเดินก่อน ปิด: แสดงแบบทางการ ฝ่ายขาวเดินก่อน
leaderboard-all-games = ทุกเกม
rating-rules = คะแนนฝีมือได้จากการชนะคอมพิวเตอร์ โดยเริ่มจากตำแหน่งเริ่มต้นปกติของชุดกติกาและไม่เปลี่ยนกติกา (เลือกผู้เริ่มก่อนได้) เกมที่เริ่มจากตำแหน่งที่จัดไว้หรือจากบันทึกที่นำเข้า และเกมระหว่างผู้เล่นสองคน นับในสถิติแต่ไม่ได้คะแนน
new-game-rated = เกมนี้ได้คะแนนฝีมือ
new-game-unrated = เกมนี้ไม่ได้คะแนนฝีมือ: ได้เฉพาะเกมกับคอมพิวเตอร์ที่ไม่เปลี่ยนกติกาเท่านั้น
rating-unrated-people = เกมระหว่างผู้เล่นสองคนไม่ได้คะแนนฝีมือ
rating-unrated-setup = ไม่ได้คะแนนฝีมือ: เกมนี้ไม่ได้เริ่มจากตำแหน่งเริ่มต้นปกติของชุดกติกาโดยไม่เปลี่ยนกติกา
assist-warning = เกมนี้นับคะแนนฝีมือ ถ้าขอเดินคืนหรือขอคำใบ้ ชนะไปก็จะนับว่าได้ตัวช่วย และไม่ได้คะแนน ถ้ายังต้องการ ให้สั่งอีกครั้ง
rating-unrated-assisted = ชนะโดยใช้ตัวช่วย (เดินคืนหรือขอคำใบ้) จึงไม่ได้คะแนนฝีมือ
result-new-best = สถิติใหม่ใน{ $game }: { $standing }
result-new-best-rank = สถิติใหม่ใน{ $game }: { $standing } อยู่อันดับ { $rank } จาก { $count } คนในตารางอันดับ
leaderboard-game = เกม
leaderboard-solo-title = คะแนนแต่ละเกมของ { $name }
label-stop-here = หยุดตรงนี้
a11y-with-state = { $point }, { $state }
a11y-state-selected = เลือกอยู่
a11y-state-movable = เดินได้
a11y-state-target = เดินมาที่นี่ได้
a11y-state-capturable = ถูกกินได้
a11y-state-last-move = ตาที่แล้ว
a11y-state-hint = คำใบ้
notice-save-failed = บันทึกการเปลี่ยนแปลงล่าสุดไม่ได้ เพราะที่เก็บข้อมูลไม่ยอมให้เขียน เกมจะเล่นต่อโดยไม่บันทึก ตรวจดูที่เก็บข้อมูลแล้วเริ่มใหม่เพื่อให้บันทึกได้
notice-save-failed-denied = บันทึกการเปลี่ยนแปลงล่าสุดไม่ได้ เพราะ Fireside ไม่มีสิทธิ์เขียนที่เก็บข้อมูล (อ่านได้อย่างเดียว หรือไม่มีสิทธิ์) เกมจะเล่นต่อโดยไม่บันทึก ให้สิทธิ์เขียนโฟลเดอร์แก่ Fireside เพื่อให้บันทึกได้อีก
notice-save-failed-full = บันทึกการเปลี่ยนแปลงล่าสุดไม่ได้ เพราะที่เก็บข้อมูลเต็ม เกมจะเล่นต่อโดยไม่บันทึก ลบข้อมูลให้มีที่ว่างเพื่อให้บันทึกได้อีก
store-part-settings = การตั้งค่า
store-part-profiles = โปรไฟล์และคะแนน
store-part-matches = เกมที่บันทึกไว้
store-part-history = เกมที่จบแล้ว
store-newer-restored = ไฟล์ { $part } ของคุณเขียนโดย Fireside รุ่นที่ใหม่กว่า ไฟล์นั้นถูกเก็บแยกไว้โดยไม่เปลี่ยนแปลง และใช้สำเนาล่าสุดที่รุ่นนี้อ่านได้แทน อัปเดต Fireside เพื่อใช้ไฟล์ที่ใหม่กว่า
store-newer-lost = ไฟล์ { $part } ของคุณเขียนโดย Fireside รุ่นที่ใหม่กว่า ไฟล์นั้นถูกเก็บแยกไว้โดยไม่เปลี่ยนแปลง และรุ่นนี้จะเริ่มใหม่ อัปเดต Fireside เพื่อใช้ไฟล์นั้น
store-missing-restored = ไฟล์ { $part } ของคุณหายไป สำเนาล่าสุดที่เก็บไว้ถูกกู้คืนแล้ว
store-log-set-aside = ใช้ไฟล์ที่บันทึกตาเดินล่าสุดของคุณ { $file } ไม่ได้ จึงเก็บแยกไว้เป็น { $moved } เกมที่บันทึกไว้ยังอยู่ตามที่บันทึกครบถ้วนครั้งล่าสุด
store-log-stuck = ใช้ไฟล์ที่บันทึกตาเดินล่าสุดของคุณ { $file } ไม่ได้และย้ายออกไม่ได้ จึงไม่มีการเขียนอะไรลงไป ตาเดินของคุณจะไม่ถูกบันทึก ย้ายไฟล์นั้นออกไป หรืออนุญาตให้ Fireside เขียนในโฟลเดอร์นั้น แล้วเริ่มใหม่
store-denied = Fireside ไม่มีสิทธิ์อ่านไฟล์ { $part } ของคุณ ({ $file }) ไฟล์ถูกปล่อยไว้ตามเดิมและจะไม่มีการเขียนทับ ให้สิทธิ์อ่านและเขียนแก่ Fireside แล้วเริ่มใหม่
store-open-denied = Fireside ใช้โฟลเดอร์ที่เก็บข้อมูล { $path } ไม่ได้: { $why } ให้สิทธิ์อ่านและเขียนแก่ผู้ใช้ของคุณ เลือกโฟลเดอร์อื่นด้วย --store หรือเล่นด้วย --no-save
store-open-lock = Fireside ใช้ไฟล์ล็อก { $path } ของที่เก็บข้อมูลไม่ได้: { $why } ให้สิทธิ์อ่านและเขียนแก่ผู้ใช้ของคุณ หรือลบไฟล์นั้นถ้าไม่มี Fireside อื่นทำงานอยู่ หรือเล่นด้วย --no-save
error-name-too-long = ชื่อยาวได้ไม่เกิน { $limit } ตัวอักษร
error-no-saved-game = ไม่มีเกมที่บันทึกไว้ของเกมนี้ให้เล่นต่อ
error-bad-record = ข้อความนี้ไม่ใช่บันทึกเกมที่ Fireside อ่านได้
cli-unknown-language = ไม่รู้จักภาษา `{ $lang }` ภาษาที่มี: { $available }
cli-unknown-game = ไม่รู้จักเกม { $game }: { $games }
cli-no-table-mode = --mode table เป็นโหมดของโทรศัพท์และแท็บเล็ตสำหรับผู้เล่นสองคนที่นั่งหันหน้าเข้าหากันโดยมีจออยู่ตรงกลาง ข้อความของฝั่งตรงข้ามจะถูกกลับหัว เทอร์มินัลกลับหัวข้อความไม่ได้ ใช้ --mode pass-and-play เพื่อผลัดกันเล่นบนแป้นพิมพ์เดียว

## Store: recoveries and saves set aside (store helper)

store-recovered-settings = การตั้งค่าของคุณเสียหาย จึงกู้คืนสำเนาล่าสุดที่ยังใช้ได้ให้แล้ว
store-lost-settings = การตั้งค่าของคุณเสียหายและกู้คืนไม่ได้ จึงใช้ค่าเริ่มต้นแทน
store-recovered-profiles = โปรไฟล์และคะแนนของคุณเสียหาย จึงกู้คืนสำเนาล่าสุดที่ยังใช้ได้ให้แล้ว
store-lost-profiles = โปรไฟล์และคะแนนของคุณเสียหายและกู้คืนไม่ได้
store-recovered-matches = เกมที่บันทึกไว้ของคุณเสียหาย จึงกู้คืนสำเนาล่าสุดที่ยังใช้ได้ให้แล้ว
store-lost-matches = เกมที่บันทึกไว้ของคุณเสียหายและกู้คืนไม่ได้
store-recovered-history = ประวัติเกมที่เล่นจบแล้วเสียหาย จึงกู้คืนสำเนาล่าสุดที่ยังใช้ได้ให้แล้ว
store-lost-history = ประวัติเกมที่เล่นจบแล้วเสียหายและกู้คืนไม่ได้
store-set-aside-partial = เกม { $game } ที่บันทึกไว้เล่นต่อในรุ่นนี้ได้เพียง { $moves } ตาจาก { $total } ตา เกมเดิมถูกเก็บแยกไว้โดยไม่เปลี่ยนแปลง คุณเล่นต่อจากจุดนั้นหรือเริ่มเกมใหม่ก็ได้
store-set-aside-unplayable = รุ่นนี้เปิดเกม { $game } ที่บันทึกไว้ไม่ได้ เกมเดิมถูกเก็บแยกไว้โดยไม่เปลี่ยนแปลง

# The band of a computer player: who holds the side.
band-computer = คอมพิวเตอร์ ({ $name })

## Refused moves: the rule, and the moves it requires

refusal-game-over = เกมจบแล้ว เดินต่อไม่ได้
refusal-must-capture = บังคับกิน ต้องเดินกิน: { $moves }
refusal-king-must-capture = ถ้าคิงกับแมนกินได้จำนวนเท่ากัน ต้องกินด้วยคิง ต้องเดินกิน: { $moves }
refusal-most-pieces = ต้องกินให้ได้มากตัวที่สุด ต้องเดินกิน: { $moves }
refusal-most-kings = ถ้ากินได้จำนวนเท่ากัน ต้องเลือกทางที่กินคิงได้มากที่สุด ต้องเดินกิน: { $moves }
refusal-king-met-first = ถ้าคิงกินได้เท่ากัน ต้องเลือกทางที่เจอคิงก่อน ต้องเดินกิน: { $moves }
refusal-man-cannot-capture-king = แมนกินคิงไม่ได้
refusal-chain-must-continue = การกินยังไม่จบ ต้องกินต่อด้วยหมากตัวเดิม เขียนการกินให้ครบทั้งชุด: { $moves }
refusal-fox-must-jump = จิ้งจอกต้องกระโดดกินเมื่อกินได้ ต้องเดินกิน: { $moves }
refusal-hounds-never-back = หมาล่าเนื้อถอยหลังไม่ได้ เดินได้แค่ไปข้างหน้าหรือด้านข้าง
refusal-empty-house = หลุมนี้ว่าง เลือกหลุมที่มีเม็ด
refusal-not-your-house = หลุมนี้ไม่ใช่ของคุณ หว่านจากหลุมแถวของคุณ
refusal-other-sides-turn = { $role ->
    [fox] ตอนนี้ถึงตาของจิ้งจอก
    [geese] ตอนนี้ถึงตาของห่าน
    [hounds] ตอนนี้ถึงตาของหมาล่าเนื้อ
    [hare] ตอนนี้ถึงตาของกระต่าย
    [player-one] ตอนนี้ถึงตาของผู้เล่น 1
    [player-two] ตอนนี้ถึงตาของผู้เล่น 2
    [white] ตอนนี้ถึงตาของฝ่ายขาว
   *[black] ตอนนี้ถึงตาของฝ่ายดำ
}
refusal-geese-never-back = ห่านถอยหลังไม่ได้ เดินได้แค่ไปข้างหน้าหรือด้านข้าง
refusal-geese-only-forward = ในกติกานี้ห่านเดินได้แค่ไปข้างหน้า ไปด้านข้างหรือถอยหลังไม่ได้
refusal-fox-steps-one = จิ้งจอกเดินได้ทีละจุดตามเส้น จะไปได้สองจุดก็ต่อเมื่อกระโดดข้ามห่านเท่านั้น
refusal-man-never-back = แมนเดินได้แค่ไปข้างหน้าทีละช่องตามแนวทแยง มีแต่คิงที่ถอยหลังได้

## What a sowing did

sungka-story-relay = เม็ดสุดท้ายลงหลุมที่มีเม็ดอยู่ หว่านต่อเนื่องอีก { $count } เม็ด
sungka-story-relays = เม็ดสุดท้ายลงหลุมที่มีเม็ดอยู่ หว่านต่อเนื่องอีก { $count } เม็ด (หว่านต่อเนื่องทั้งหมด { $times } ครั้ง)
sungka-story-free-turn = เม็ดสุดท้ายลงหลุมเก็บ { $side } ได้ตาฟรี
sungka-story-capture = { $side } กิน { $count } เม็ดจากหลุม { $house }

## Puzzles

puzzle-heading = โจทย์ { $number } · ความยาก { $rating }
puzzle-prompt = ตาของ{ $side } { $task }
puzzle-theme-only-win = หาตาเดินเดียวที่ยังชนะได้
puzzle-theme-most-shells = หาหลุมที่หว่านแล้วกินเม็ดได้มากที่สุด
puzzle-theme-fox-jump = หาการกระโดดกินที่ชนะเกม
puzzle-theme-fox-most-geese = หาการกระโดดกินที่ได้ห่านมากที่สุด
puzzle-theme-geese-hold = หาตาเดินเดียวที่ไม่แพ้
puzzle-theme-geese-trap = หาตาเดินที่ปิดล้อมจิ้งจอก
puzzle-theme-tactic = หาตาเดินที่บังคับชนะได้
puzzle-commands = พิมพ์ตาเดิน หรือ hint, retry, solution, next, quit
puzzle-correct = ถูกต้อง! อีกฝ่ายตอบ: { $move }
puzzle-wrong = ยังไม่ใช่ ลองอีกครั้ง หรือพิมพ์ hint
puzzle-solved = แก้โจทย์ได้! คะแนนโจทย์ { $rating } ชนะติดกัน { $streak } ข้อ
puzzle-hint-piece = คำใบ้: เดินหมากที่ { $point }
puzzle-solution = เฉลย: { $moves }
puzzle-daily-solved = คุณแก้โจทย์ประจำวันนี้ได้แล้ว เล่นซ้ำเพื่อฝึก หรือไปโจทย์ถัดไป

## Lessons: "Learn to play"

lesson-heading = ฝึกเล่น · ขั้นที่ { $number } จาก { $total }
lesson-right = ถูกต้อง!
lesson-done = จบบทเรียนแล้ว
lesson-play-easy = ลองเล่นเกมสั้น ๆ กับคอมพิวเตอร์ระดับง่าย
lesson-fox-geese-fox-steps = จิ้งจอกเดินได้หนึ่งจุดตามเส้นใดก็ได้ เดินจิ้งจอกจาก d4 ขึ้นไป d5
lesson-fox-geese-fox-steps-wrong = เดินจิ้งจอกขึ้นหนึ่งจุดตามเส้น จาก d4 ไป d5
lesson-fox-geese-fox-jumps = จิ้งจอกกินโดยกระโดดข้ามห่านไปลงจุดว่างด้านหลัง กินห่านที่ d5
lesson-fox-geese-fox-jumps-wrong = กระโดดจาก d4 ข้ามห่านที่ d5 ไปลง d6
lesson-fox-geese-geese-step = ห่านเดินได้หนึ่งจุดไปข้างหน้าหรือด้านข้าง ถอยหลังไม่ได้ เดินห่านที่ d3 ไปข้างหน้า
lesson-fox-geese-geese-step-wrong = เดินห่านจาก d3 ไปข้างหน้าที่ d4
lesson-fox-geese-no-gap = จิ้งจอกอยู่ที่ d5 เดินห่านตัวหนึ่ง แต่อย่าให้มีห่านที่จิ้งจอกกระโดดกินได้
lesson-fox-geese-no-gap-wrong = หลังเดิน d3-d4 จุดหลังห่านตัวนั้นว่าง จิ้งจอกจึงกิน d5xd3 ได้ ให้ห่านมีตัวอื่นหนุนหลังไว้
lesson-hare-hounds-hounds-step = หมาล่าเนื้อเดินได้หนึ่งจุดตามเส้น ไปข้างหน้าหรือด้านข้าง เดินหมาล่าเนื้อที่ b1 ไปข้างหน้าที่ b2
lesson-hare-hounds-hounds-step-wrong = เดินหมาล่าเนื้อจาก b1 ไป b2
lesson-hare-hounds-never-back = หมาล่าเนื้อถอยหลังไม่ได้ เดินหมาล่าเนื้อที่ b3 ไปข้างหน้าที่ b4
lesson-hare-hounds-never-back-wrong = เดินหมาล่าเนื้อที่ b3 ไปข้างหน้าที่ b4
lesson-hare-hounds-hare-moves = กระต่ายเดินได้หนึ่งจุดทุกทิศทาง ถอยหลังก็ได้ เดินกระต่ายถอยกลับไป b5
lesson-hare-hounds-hare-moves-wrong = เดินกระต่ายจาก b4 ถอยกลับไป b5
lesson-hare-hounds-trap = หมาล่าเนื้อชนะเมื่อกระต่ายเดินไม่ได้ ปิดจุดสุดท้ายข้างกระต่าย
lesson-hare-hounds-trap-wrong = กระต่ายยังไป b4 ได้ เดินหมาล่าเนื้อจาก b3 ไป b4
lesson-hare-hounds-escape = กระต่ายชนะเมื่อหนีผ่านหมาล่าเนื้อทุกตัวไปได้ วิ่งผ่านไปเลย
lesson-hare-hounds-escape-wrong = ลงไปที่ a2 แล้วจะไม่มีหมาล่าเนื้ออยู่ต่ำกว่ากระต่าย
lesson-sungka-sow = การหว่าน: หยิบเม็ดทั้งหมดในหลุมหนึ่ง แล้วใส่ทีละเม็ดลงหลุมถัดไปรอบกระดาน หว่านหลุม 1 เม็ดสุดท้ายจะลงหลุมเก็บของคุณ
lesson-sungka-sow-wrong = หว่านหลุม 1 เจ็ดเม็ดของหลุมนี้ไปถึงหลุมเก็บของคุณพอดี
lesson-sungka-free-turn = เม็ดสุดท้ายลงหลุมเก็บของคุณ คุณจึงได้ตาฟรี หว่านหลุมไหนก็ได้
lesson-sungka-relay = ถ้าเม็ดสุดท้ายลงหลุมที่มีเม็ดอยู่ ให้หยิบทั้งหมดแล้วหว่านต่อ เรียกว่าหว่านต่อเนื่อง หว่านหลุม 2 แล้วดูว่าหว่านต่อไปอย่างไร
lesson-sungka-relay-wrong = หว่านหลุม 2 เม็ดสุดท้ายจะลงหลุมที่มีเม็ดอยู่
lesson-sungka-capture = ถ้าเม็ดสุดท้ายลงหลุมว่างของคุณ คุณจะกินเม็ดนั้นพร้อมเม็ดในหลุมตรงข้าม หว่านหลุม 1
lesson-sungka-capture-wrong = หลุม 3 ไปจบตรงข้ามหลุมว่าง ไม่ได้กินอะไร หว่านหลุม 1 ซึ่งอยู่ตรงข้ามเก้าเม็ด
lesson-dama-men-move = แมนเดินทแยงไปข้างหน้าได้หนึ่งช่อง เดินแมนจาก 22 ไป 18
lesson-dama-men-move-wrong = เดินแมนจาก 22 ไป 18
lesson-dama-must-capture = บังคับกิน เมื่อกินได้ต้องกิน กินแมนที่ 18
lesson-dama-must-capture-wrong = กระโดดจาก 22 ข้าม 18 ไปลง 13
lesson-dama-most-pieces = ต้องกินให้ได้มากตัวที่สุด หาทางกินแมนสองตัว
lesson-dama-most-pieces-wrong = กินแมนสองตัว: 22x13x6 หรือ 23x14x5
lesson-dama-king-captures = ถ้าคิงกับแมนกินได้จำนวนเท่ากัน ต้องกินด้วยคิง กินด้วยคิง
lesson-dama-king-captures-wrong = คิงที่ 30 เป็นฝ่ายกิน: 30x21
lesson-dama-man-and-king = แมนกินคิงไม่ได้ แมนที่ 22 กินคิงที่ 18 ไม่ได้ ให้เดินตาอื่น
lesson-dama-crowning = แมนที่เดินถึงแถวสุดท้ายจะเลื่อนขั้นเป็นคิง ซึ่งเดินและกินถอยหลังได้ด้วย เลื่อนขั้นแมนที่ 6
lesson-dama-crowning-wrong = เดินแมนที่ 6 ไปแถวสุดท้าย: 6-2 หรือ 6-3
lesson-fox-geese-double-jump = สุนัขจิ้งจอกกระโดดต่อกันได้หลายครั้งในตาเดียว หาทางกระโดดต่อที่กินห่านได้มากที่สุดอย่างแน่นอน
lesson-fox-geese-fork = ยังไม่มีทางกระโดด แต่มีตาเดียวของสุนัขจิ้งจอกที่ขู่กินได้สองทางพร้อมกัน ห่านป้องกันได้ไม่ทั้งสองทาง หาให้เจอ
lesson-fox-geese-best-jump = หาตาของสุนัขจิ้งจอกที่กินห่านได้มากที่สุดอย่างแน่นอน ตรวจทุกตาที่ห่านตอบได้แล้ว
lesson-fox-geese-back-up-safe = ห่านที่ข้างหลังเป็นจุดว่างจะถูกกระโดดกินได้ หาตาที่ทำให้ห่านทุกตัวมีห่านหนุนหลัง สุนัขจิ้งจอกจะกินไม่ได้สักตัว
lesson-fox-geese-wall-safe = เดินเป็นกำแพง ไปเป็นคู่ เดินห่านสามตาสู้กับสุนัขจิ้งจอกที่ตอบดีที่สุด โดยไม่เสียห่านสักตัว
lesson-sungka-count-free-turn = นับเม็ดให้ดี หลุมที่เม็ดสุดท้ายลงหลุมเก็บของคุณพอดีจะได้เล่นอีกตา หาการหว่านที่ชนะ
lesson-sungka-chain-free-turns = ตาเล่นฟรีหนึ่งตาเปิดทางให้ตาต่อไปได้ หาการหว่านที่ชนะ นับให้ลงหลุมเก็บของคุณ แล้วดูกระดานอีกครั้ง
lesson-sungka-set-up-capture = หาการหว่านที่ชนะ เม็ดสุดท้ายจะลงหลุมว่างของคุณและกินเม็ดในหลุมตรงข้าม
lesson-sungka-relay-win = ตามการหว่านต่อให้ดี การหว่านที่ชนะจะหยิบเม็ดขึ้นมาหว่านต่อระหว่างทาง แล้วจบด้วยการกินหรือลงหลุมเก็บของคุณ หาให้เจอ
lesson-sungka-quiet = ตรงนี้การหว่านที่ชนะมีทางเดียว และไม่ได้กินหรือได้เล่นอีกตา แต่ไม่เหลือทางดีให้อีกฝ่าย หาให้เจอ
lesson-sungka-endgame = เกมท้ายที่ชนะแล้ว ตัวแก้ปัญหาตรวจทุกการหว่านไปจนจบเกม เล่นสามตากับคู่แข่งที่เล่นไม่พลาด โดยไม่ให้หลุดจากทางชนะ
lesson-chapter-rules = กติกา
lesson-chapter-tactics = แท็กติก
lesson-chapter-endgames = เกมท้ายและแผนการเล่น
lesson-chapter-progress = { $done } จาก { $total } ขั้น · { $stars } ดาว
lesson-hint = คำใบ้
lesson-retry = ลองใหม่
lesson-skip = ข้าม
lesson-kept = ตานี้ยังรักษาทางชนะไว้ได้
lesson-computer-answers = คอมพิวเตอร์ตอบด้วย { $line }
lesson-stars = ได้ { $stars } ดาว
lesson-hint-from = คำใบ้: เดินหมากที่ { $from }
lesson-hint-move = คำใบ้: เดิน { $move }
lesson-no-hint = ตรงนี้ไม่มีตาให้ใบ้
lesson-answer = หลัง { $played } อีกฝ่ายตอบด้วย { $line }
lesson-exact-now-lost = ถ้าเล่นดีที่สุดทั้งสองฝ่าย ตานี้จะทำให้แพ้
lesson-exact-now-drawn = ถ้าเล่นดีที่สุดทั้งสองฝ่าย ตานี้ทำให้หลุดจากทางชนะ เหลือแค่เสมอ
lesson-exact-still-won = ตานี้ยังชนะได้ แต่ไม่ใช่ทางที่ขั้นนี้ต้องการ
lesson-cli-help = พิมพ์ตาเดิน หรือคำสั่ง: hint (หมากที่ต้องเดิน แล้วจึงตาเดิน), moves (ตาเดินที่ถูกกติกาทั้งหมด), board (กระดาน), retry (กลับไปที่ขั้นหลังเดินผิด), skip (ขั้นถัดไป), quit (ออก)
lesson-cli-retry = กระดานแสดงตาที่อีกฝ่ายตอบ พิมพ์ retry หรือลองเดินใหม่ได้เลย
lesson-cli-offer = เล่นเกมสั้น ๆ กับคอมพิวเตอร์ระดับง่ายเลยไหม เกมนี้จะไม่ถูกบันทึก และไม่ทับเกมที่บันทึกไว้ (yes/no)
lesson-cli-yes = ใช่
lesson-hole-own = หลุม { $house } ของคุณ
lesson-hole-their = หลุม { $house } ของอีกฝ่าย
lesson-hole-store = หลุมเก็บของคุณ
lesson-hole-their-store = หลุมเก็บของอีกฝ่าย
lesson-sow-take = หยิบทั้ง { $count } เม็ดจาก{ $hole }
lesson-sow-drop = หว่านทีละเม็ดลงใน: { $holes }
lesson-sow-relay = เม็ดสุดท้ายตกลงหลุมที่มีเม็ดอยู่แล้ว หยิบทั้ง { $count } เม็ดขึ้นมาหว่านต่อ
lesson-sow-capture = เม็ดสุดท้ายตกลงหลุมว่างของคุณ เม็ดนั้นกับอีก { $count } เม็ดในหลุมตรงข้ามเข้าหลุมเก็บของคุณ
lesson-sow-stay = เม็ดสุดท้ายค้างอยู่ในหลุมว่างของอีกฝ่าย จบตา
lesson-sow-free = เม็ดสุดท้ายลงหลุมเก็บของคุณ ได้เล่นอีกตา
lesson-sow-end = ไม่มีใครหว่านได้อีก เม็ดที่เหลือเข้าหลุมเก็บของเจ้าของหลุม
lesson-hare-hounds-stall-rule = หมาล่าเนื้อเดินไม่ขึ้นหน้ามาเก้าตาติดกันแล้ว ถ้าเดินด้านข้างอีกตาจะแพ้ทันที (กติกาการถ่วงเวลา) เดินให้หมาล่าเนื้อยังชนะอยู่
lesson-hare-hounds-stall-rule-wrong = มีแต่ตาที่เดินขึ้นหน้าเท่านั้นที่นับการถ่วงเวลาใหม่จากศูนย์
lesson-hare-hounds-stall-wait = คุณเป็นกระต่าย กำแพงหมาล่าเนื้อขึ้นหน้าไม่ได้ถ้าไม่เปิดช่อง และทุกตาที่เดินด้านข้างนับรวมไปถึงขีดจำกัด เดินตาที่รักษาทางชนะของคุณไว้
lesson-hare-hounds-key-point = จุดกลาง b3 ต่อกับจุดอื่นถึงแปดจุด หมาล่าเนื้อที่ยึดจุดนี้ได้จะตัดทางกระต่าย หาตาเดียวที่รักษาทางชนะไว้
lesson-hare-hounds-close-trap = มีตาเดียวที่ขังกระต่ายได้ หาให้เจอ
lesson-hare-hounds-opposition = ยืนประจันหน้ากระต่าย บางครั้งตาที่ชนะคือตารอ เพื่อบังคับให้กระต่ายต้องหลบไปทางข้าง หาตาเดียวที่รักษาทางชนะไว้
lesson-hare-hounds-stall-decides = นับการถ่วงเวลาขึ้นมาสูงแล้ว นับตาที่เดินด้านข้างให้ดี หาตาเดียวที่ยังชนะ
lesson-hare-hounds-hare-waits = คุณเป็นกระต่าย รอไว้ หมาล่าเนื้อจะต้องเปิดช่อง หรือไม่ก็หมดตาเดินด้านข้าง หาตาที่รักษาทางชนะของคุณไว้
lesson-hare-hounds-hare-slips = คุณเป็นกระต่าย หาทางวิ่งผ่านหมาล่าเนื้อไป
lesson-hare-hounds-endgame = ตำแหน่งนี้หมาล่าเนื้อชนะถ้าเล่นดีที่สุด เดินสี่ตากับกระต่ายที่เล่นไม่พลาด โดยไม่ให้หลุดจากทางชนะ
lesson-hare-hounds-endgame-stall = ตำแหน่งชนะ แต่นับการถ่วงเวลาไปแล้วแปด เดินห้าตากับกระต่ายที่เล่นไม่พลาด ขึ้นหน้าให้ทันและรักษาทางชนะไว้
lesson-dama-priority-kings = ถ้าคิงกินได้ทั้งคิงหรือแมน ต้องกินคิง กินเลย
lesson-dama-priority-kings-wrong = คิงต้องกินคิง: 22x13
lesson-dama-win-capture-all = คุณชนะเมื่ออีกฝ่ายไม่เหลือหมาก หรือไม่มีตาเดิน กินแมนดำตัวสุดท้าย
lesson-dama-win-capture-all-wrong = กินเลย: 22x13
lesson-dama-shot = ช็อต: ยอมให้กินแมนหนึ่งตัว เพื่อให้การกินที่บังคับเปิดทางให้คุณกินได้มากกว่า หาตาที่ได้เปรียบหมากแน่นอน
lesson-dama-shot-black = คุณเล่นฝ่ายดำ หาตาที่ได้เปรียบหมากแน่นอน ตรวจทุกตาที่ขาวตอบได้แล้ว
lesson-dama-two-for-one = ให้หนึ่ง กินสองหรือมากกว่า หาตาที่ได้หมากมากที่สุดอย่างแน่นอน
lesson-dama-threat = ยังไม่มีอะไรให้กิน แต่มีตาเดียวที่ได้เปรียบหมากแน่นอน ตรวจทุกตาที่อีกฝ่ายตอบได้แล้ว หาให้เจอ
lesson-dama-threat-black = คุณเล่นฝ่ายดำ ยังไม่มีอะไรให้กิน แต่มีตาเดียวที่ได้เปรียบหมากแน่นอน ตรวจทุกตาที่ขาวตอบได้แล้ว หาให้เจอ
lesson-dama-breakthrough = แมนต่อแมน มีตาเดียวที่ชนะ หาทางไปถึงแถวสุดท้าย
lesson-dama-king-man-king = คิงกับแมนต่อคิง เป็นตำแหน่งชนะ เดินสี่ตากับฝ่ายที่ป้องกันไม่พลาด โดยไม่ให้หลุดเป็นเสมอ
lesson-dama-king-man = คิงต่อแมน เป็นตำแหน่งชนะ เดินสี่ตากับฝ่ายที่ป้องกันไม่พลาด และรักษาทางชนะไว้
lesson-dama-king-man-two-men = คิงกับแมนต่อแมนสองตัว เป็นตำแหน่งชนะ เดินสี่ตากับฝ่ายที่ป้องกันไม่พลาด และรักษาทางชนะไว้
lesson-sungka-end-starve = เกมจบเมื่อฝ่ายที่ถึงตาเดินไม่มีเม็ดให้หว่าน อีกฝ่ายเก็บเม็ดที่เหลือในหลุมของตัวเองเข้าหลุมเก็บของตน แล้วฝ่ายที่หลุมเก็บมีมากกว่าชนะ หลุมของคู่แข่งว่างหมดแล้ว หว่านให้ไม่มีเม็ดไหนตกไปถึงฝั่งเขา แล้วนับดู
lesson-sungka-end-capture = กินเม็ดสุดท้ายของคู่แข่ง เมื่อไม่มีเม็ดให้หว่าน เขาก็เดินไม่ได้ เกมจบ และเม็ดในหลุมของคุณเข้าหลุมเก็บของคุณ หาการหว่านที่จบเกมโดยคุณนำอยู่
lesson-dama-priority-order = ลำดับการกินใช้ตามลำดับนี้ ก่อนอื่นกินให้ได้มากตัวที่สุด ต่อมากินด้วยคิงก่อนแมน ต่อมากินคิงให้ได้มากที่สุด แล้วจึงกินคิงที่เจอก่อน ตรงนี้แมนกินได้สองตัว คิงกินได้ตัวเดียว แมนจึงต้องเป็นฝ่ายกิน
lesson-dama-priority-order-wrong = แมนเดิน 22x13x6 กินได้สองตัว การกินให้ได้มากตัวมาก่อนการกินด้วยคิง
lesson-dama-priority-first-king = คิงกินได้สองทาง ทั้งสองทางกินสองตัวและมีคิงหนึ่งตัว แบบนี้ต้องเลือกทางที่เจอคิงก่อน กินเลย
lesson-dama-priority-first-king-wrong = กินคิงที่ 18 ก่อน: 22x13x6
lesson-dama-draw-kings = คิงต่อคิงเป็นเสมอ เพราะไม่มีฝ่ายไหนจับอีกฝ่ายได้ ตอนนี้คุณมีน้อยกว่าหนึ่งแมน และมีตาเดียวที่รักษาผลเสมอไว้ได้ ตารางเผด็จศึกตรวจทุกตาแล้ว หาให้เจอ
puzzle-theme-fox-forced-win = สุนัขจิ้งจอกบังคับชนะได้ในไม่กี่ตา หาให้ครบทุกตา
puzzle-theme-geese-forced-trap = ห่านบังคับปิดล้อมสุนัขจิ้งจอกได้ในไม่กี่ตา หาให้ครบทุกตา
lesson-forced-win-kept = ตานี้ยังบังคับชนะได้ ไม่ว่าอีกฝ่ายจะตอบอย่างไร ก็ชนะได้ภายในอีก { $moves } ตา
lesson-forced-win-lost = ตรวจทุกตาตอบแล้ว หลังตานี้บังคับชนะภายใน { $moves } ตาไม่ได้อีกแล้ว
lesson-fox-geese-close-trap = ห่านบังคับปิดล้อมสุนัขจิ้งจอกได้ ปิดกับดักให้สำเร็จ สุนัขจิ้งจอกของคอมพิวเตอร์จะป้องกันอย่างไม่มีพลาด และทุกตาของคุณจะถูกตรวจกับทุกตาตอบ
## ทบทวนเกมและเรียนรู้จากความผิดพลาด (issue 23)

label-review = ทบทวน
label-history = ประวัติ
cli-review-offer = พิมพ์ “review” เพื่อทบทวนเกมทีละตา หรือกด Enter เพื่อออก
review-title = ทบทวนเกม
review-mark-best = ตาที่ดีที่สุด
review-mark-good = ตาที่ดี
review-mark-inaccuracy = ตาที่ไม่แม่นยำ
review-mark-mistake = ตาที่ผิดพลาด
review-mark-blunder = ตาที่พลาดร้ายแรง
review-mark-forced = มีทางเดินเดียว
review-reason-lost-proven-win = ทิ้งเกมที่พิสูจน์แล้วว่าชนะ
review-reason-lost-proven-draw = ทิ้งเกมที่พิสูจน์แล้วว่าเสมอ
review-reason-slower-win = ยังชนะ แต่ช้ากว่ามาก
review-reason-already-lost = เกมแพ้อยู่แล้ว
review-proven = พิสูจน์แล้ว
review-best-was = ตาที่ดีที่สุดคือ { $move }
review-accuracy = { $side }: ความแม่นยำ { $accuracy } · ไม่แม่นยำ { $inaccuracies } · ผิดพลาด { $mistakes } · พลาดร้ายแรง { $blunders }
review-accuracy-none = { $side }: ไม่มีตาให้ประเมิน
review-progress = กำลังวิเคราะห์ตาที่ { $number } จาก { $total }
review-learn-title = เรียนรู้จากความผิดพลาด
review-learn-prompt = หาตาที่ดีกว่าให้{ $side }
review-learn-accepted = เยี่ยม: ตานี้รักษาเกมไว้ได้
review-learn-rejected = ยังไม่ใช่: ลองตาอื่น
review-learn-show-solution = ดูเฉลย
review-learn-solution = ตาที่ดีกว่า: { $move }
review-learn-skip = ข้าม
review-learn-progress = แก้ได้ { $solved } จาก { $total }
review-learn-none = เกมนี้ไม่มีความผิดพลาดให้เรียนรู้
a11y-review-move = ตาที่ { $number }, { $side }: { $move }, { $mark }
a11y-review-better = ตาที่ดีกว่า: { $move }
review-learn-next = ถัดไป
review-learn-finished = นั่นคือข้อสุดท้ายแล้ว
review-start = ตำแหน่งเริ่มต้น
review-at-move = ตาที่ { $number }, { $side }: { $move }
review-graph-wins = { $side } ชนะ
review-first = ตาแรก
review-previous = ตาก่อนหน้า
review-next = ตาถัดไป
review-last = ตาสุดท้าย
history-empty = ยังไม่มีเกมที่เล่นจบ
history-entry = { $mode } · { $moves } ตา

## Puzzle and lesson screens

puzzle-open = โจทย์
puzzle-hint = คำใบ้
puzzle-retry = ลองใหม่
puzzle-show-solution = ดูเฉลย
puzzle-next = โจทย์ถัดไป
puzzle-standing = คะแนนโจทย์ { $rating } · ชนะติดกัน { $streak } ข้อ
puzzle-rating-value = คะแนนโจทย์ { $rating }
puzzle-wrong-try = ยังไม่ใช่ ลองเดินตาอื่น หรือดูคำใบ้
puzzle-daily-heading = โจทย์ประจำวัน · ความยาก { $rating }
puzzle-forced-played = { $move } เป็นตาเดียวที่เดินได้ จึงเดินให้เลย
puzzle-wrong-why = ยังไม่ใช่ { $why } ลองเดินตาอื่น หรือดูคำใบ้
puzzle-solved-after-miss = แก้ได้หลังจากพลาดไปแล้ว คะแนนโจทย์ลดลง { $loss } (ตอนนี้ { $rating })
puzzle-solved-with-help = แก้ได้โดยใช้ตัวช่วย คะแนนโจทย์ลดลง { $loss } (ตอนนี้ { $rating })
puzzle-solved-unrated = แก้ได้แล้ว โจทย์นี้เคยคิดคะแนนไปแล้ว คะแนนโจทย์จึงยังเป็น { $rating }
puzzle-hint-shells = คำใบ้: หว่านจากหลุมที่มี { $count } เม็ด
lesson-open = ฝึกเล่น
lesson-play = เล่นกับระดับง่าย
lesson-offer = เพิ่งรู้จักเกมเหล่านี้ใช่ไหม ฝึกเล่นแต่ละเกมได้ในไม่กี่ขั้นสั้น ๆ

## Screen-reader play (issue 25): actions, summary, announcements, settings

a11y-action-move-to = เดินไป { $to }
a11y-action-move-from = เดินมาที่นี่จาก { $from }
a11y-action-capture = กิน: { $move }
a11y-action-sow = หว่านหลุม { $number }
a11y-movable-pieces = ตัวที่เดินได้
a11y-board-summary = สรุปกระดาน
a11y-move-entry = พิมพ์ตาเดิน
    .hint = ตาเดินตามสัญลักษณ์ของเกม เหมือนในรายการตาเดิน
a11y-heading-players = ผู้เล่น
a11y-heading-board = กระดาน
a11y-heading-buttons = ปุ่มของเกม
a11y-summary-pieces = { $count ->
    [1] { $piece } ที่ { $points }
   *[other] { $piece } { $count } ตัว: { $points }
}
a11y-summary-count = { $piece } { $count } ตัว
a11y-summary-captures = กินได้ { $count } แบบ: { $moves }
a11y-summary-moves = เดินได้ { $count } แบบ
a11y-then = { $first } { $then }
a11y-announce-captures = { $count ->
    [1] กินที่ { $points }
   *[other] กิน { $count } ตัว: { $points }
}
a11y-announce-captures-short = กิน { $count } ตัว
a11y-announce-promoted = ได้เป็นคิง
a11y-announce-house = หลุม { $number }
a11y-announce-relays = หว่านต่อ { $count } ครั้ง: { $houses }
a11y-announce-relays-short = หว่านต่อ { $count } ครั้ง
a11y-announce-sungka-capture = กิน { $count } เม็ด
a11y-announce-free-turn = ได้ตาฟรี
settings-verbosity = โปรแกรมอ่านหน้าจอ
settings-verbosity-short = สั้น
    .desc = ตาเดินและสิ่งที่กิน
settings-verbosity-full = ละเอียด
    .desc = ตัวหมากแต่ละตัวอยู่ที่ไหน แต่ละตาเดินทำอะไร และใครเดินต่อ
settings-high-contrast = คอนทราสต์สูง
    .desc = วาดเครื่องหมายและตัวหมากให้ตัดกันมากที่สุด เครื่องหมายแต่ละแบบมีรูปทรงของตัวเอง

## An engine line in words (core/src/explain, issue 33)

explain-material = { $stuff ->
    [man] แมน { $count } ตัว
    [king] คิง { $count } ตัว
    [goose] ห่าน { $count } ตัว
   *[shells] เปลือกหอย { $count } เม็ด
}
explain-after = หลังเดิน { $played } { $what }
explain-best-line = ตาตอบที่ดีที่สุดคือ { $line }
explain-and = { $first } และ { $then }
explain-wins = { $move } ได้เปรียบ{ $material }
explain-fox-jumps = จิ้งจอกกระโดดกิน { $move } ได้{ $material }
explain-crowns = { $side } ได้เลื่อนขั้นเป็นคิง
explain-relays = หว่านหลุม { $move } หว่านต่อเนื่อง { $times } ครั้ง
explain-captures = หว่านหลุม { $move } กิน{ $material }
explain-free-turn = หว่านหลุม { $move } เม็ดสุดท้ายลงหลุมเก็บ ได้ตาฟรี
explain-proven-win = { $side } ชนะแน่นอนภายใน { $count } ตา
explain-proven-draw = ถ้าทั้งสองฝ่ายเล่นดีที่สุดจะเสมอ
explain-idea = { $idea }
explain-idea-even = { $move } ไม่เสียเปรียบ
explain-idea-proven-win = { $move } ชนะแน่นอนภายใน { $count } ตา
explain-idea-proven-draw = { $move } รักษาผลเสมอไว้ได้

## The terminal's review screen (issue 33)

cli-review-analysing = { $progress } (กด Enter เพื่อหยุด)
cli-review-stopped = หยุดการวิเคราะห์แล้ว วิเคราะห์ไป { $number } จาก { $total } ตา พิมพ์ “analyse” เพื่อวิเคราะห์ต่อ
cli-review-commands = คำสั่ง: Enter หรือ f (ไปข้างหน้า), b (ย้อนกลับ), first (ตาแรก), last (ตาสุดท้าย), m (ตาพลาดถัดไป), หมายเลขตาเพื่อไปที่ตานั้น, list (ทุกตา), learn (เรียนรู้จากความผิดพลาด), analyse (วิเคราะห์ต่อ), help, quit
cli-review-no-more-mistakes = หลังตานี้ไม่มีตาที่พลาดอีก
cli-review-learn-commands = พิมพ์ตาเดินเพื่อลอง หรือ solution (ดูเฉลย), skip (ข้าม), close (ปิด)
cli-review-unknown = “{ $command }” ไม่ใช่คำสั่งของการทบทวน พิมพ์ “help” เพื่อดูคำสั่ง
cli-exported = บันทึกเกมไว้ที่ { $path } แล้ว
