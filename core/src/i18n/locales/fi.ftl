# Fireside — suomi. Samat avaimet kuin englanninkielisessä tiedostossa.

app-name = Fireside
language-name = Suomi

## Pelit

game-fox-geese = Kettu ja hanhet
    .desc = Yksi kettu hanhiparvea vastaan ristinmuotoisella laudalla.
game-hare-hounds = Jänis ja koirat
    .desc = Kolme koiraa yrittää saartaa jäniksen – ranskalainen sotilaspeli.
game-sungka = Sungka
    .desc = Filippiiniläinen simpukkapeli, jossa kylvetään kahta talojen riviä pitkin.
game-dama-italiana = Italialainen tammi
    .desc = Dama italiana: nappula ei saa lyödä daamia.

## Sääntömuunnelmat

preset-fox-geese-classic = Perinteinen
    .desc = 13 hanhea, vinoviivat joka toisessa pisteessä; kettu voittaa lyömällä 7 hanhea.
preset-fox-geese-13-diagonals = 13 hanhea, vinoviivat
    .desc = 13 hanhea vinoviivallisella laudalla; ketulle riittää 5 lyötyä hanhea.
preset-fox-geese-13-orthogonal = 13 hanhea, ei vinoviivoja
    .desc = 13 hanhea, vain suorat viivat; kettu voittaa lyömällä 5 hanhea.
preset-fox-geese-17-diagonals = 17 hanhea, vinoviivat
    .desc = Isompi parvi vinoviivallisella laudalla; kettu voittaa lyömällä 7 hanhea.
preset-fox-geese-17-orthogonal = 17 hanhea, ei vinoviivoja
    .desc = Isompi parvi, vain suorat viivat; kettu voittaa lyömällä 7 hanhea.
preset-fox-geese-table = Kaikki vinoviivat, ei sivuaskelia
    .desc = Vinoviivat kaikkialla, hanhet eivät liiku sivuttain; kettu voittaa, kun hanhia on alle 4.
preset-hare-hounds-classic = Perinteinen
    .desc = Kolme koiraa, yksi jänis, yksitoista pistettä; koirat aloittavat.
preset-hare-hounds-hare-first = Jänis aloittaa
    .desc = Kuten perinteinen peli, mutta jänis tekee ensimmäisen siirron.
preset-sungka-classic = Perinteinen
    .desc = Seitsemän taloa kummallakin, seitsemän simpukkaa joka talossa.
preset-dama-italiana-classic = Perinteinen
    .desc = Italian tammiliiton säännöt.

## Asetukset

option-fox-geese-geese = Hanhia
    .desc = Montako hanhea laudalla on alussa.
option-fox-geese-diagonals = Vinoviivat
    .desc = Mitkä pisteet on yhdistetty vinoviivoilla.
option-fox-geese-sideways = Hanhet sivuttain
    .desc = Saavatko hanhet siirtyä sivuttain omalla rivillään.
option-fox-geese-forced-capture = Lyöntipakko
    .desc = Ketun on lyötävä aina, kun se voi.
option-fox-geese-captures-to-win = Lyöntejä voittoon
    .desc = Montako hanhea ketun on lyötävä voittaakseen.
option-fox-geese-fox-wins-below = Ketun voittoraja
    .desc = Kettu voittaa, kun hanhia on jäljellä vähemmän kuin tämä.
option-fox-geese-no-progress = Tasapeli, kun peli ei etene
    .desc = Montako siirtoa ilman lyöntiä tai hanhen etenemistä johtaa tasapeliin (0: ei koskaan).
option-fox-geese-first = Aloittaja
    .desc = Kumpi tekee ensimmäisen siirron.
option-hare-hounds-stall-limit = Jahkailuraja
    .desc = Jänis voittaa, jos koirat tekevät näin monta siirtoa peräkkäin etenemättä.
option-hare-hounds-first = Aloittaja
    .desc = Kumpi tekee ensimmäisen siirron.
option-sungka-first = Aloittaja
    .desc = Kumpi tekee ensimmäisen siirron.
option-sungka-shells = Simpukoita taloa kohden
    .desc = Montako simpukkaa kussakin talossa on alussa.

option-value-on = Päällä
option-value-off = Pois
option-value-none = Ei yhtään
option-value-alternate = Joka toinen piste
option-value-all = Joka piste
option-value-fox = Kettu
option-value-geese = Hanhet
option-value-hounds = Koirat
option-value-hare = Jänis
option-value-player-1 = Pelaaja 1
option-value-player-2 = Pelaaja 2

## Osapuolet ja nappulat

role-fox = Kettu
role-geese = Hanhet
role-hounds = Koirat
role-hare = Jänis
role-player-one = Pelaaja 1
role-player-two = Pelaaja 2
role-white = Valkoinen
role-black = Musta

piece-fox = kettu
piece-goose = hanhi
piece-hound = koira
piece-hare = jänis
piece-white-man = valkoinen nappula
piece-white-king = valkoinen daami
piece-black-man = musta nappula
piece-black-king = musta daami
piece-shells = { $count ->
    [0] ei simpukoita
    [one] { $count } simpukka
   *[other] { $count } simpukkaa
}

## Tasot ja pelitavat

level-easy = Helppo
    .desc = Tekee virheitä. Hyvä sääntöjen opetteluun.
level-normal = Normaali
    .desc = Tasaväkinen vastus tavalliselle pelaajalle.
level-expert = Mestari
    .desc = Miettii tarkkaan eikä juuri anna virheitä anteeksi.
level-strength-easy = Ensimmäiseen peliin: noin { $gap } Eloa Normaalia heikompi; Normaali saisi sitä vastaan noin { $percent } % pisteistä.
level-strength-normal = Noin { $above } Eloa Helppoa vahvempi ja { $below } Eloa Mestaria heikompi.
level-strength-expert = Ainakin { $gap } Eloa Normaalia vahvempi; se saisi Normaalia vastaan noin { $percent } % pisteistä.

mode-vs-computer = Konetta vastaan
    .desc = Pelaat toista puolta, tietokone toista.
mode-pass-and-play = Vuorotellen
    .desc = Kaksi pelaajaa vuorottelee samalla laitteella.
mode-table = Pöytäpeli
    .desc = Kaksi pelaajaa istuu vastakkain pöydällä makaavan laitteen ääressä.

## Painikkeet ja valikot

label-new-game = Uusi peli
label-continue = Jatka
label-undo = Peru
label-redo = Toista
label-hint = Vihje
label-move-list = Siirrot
label-no-moves-yet = Ei vielä siirtoja
label-rematch = Uusintaottelu
label-settings = Asetukset
label-profiles = Profiilit
label-leaderboard = Tulostaulu
label-how-to-play = Peliohjeet
label-sound-on = Äänet päälle
label-sound-off = Äänet pois
label-animation-speed = Animaatioiden nopeus
label-language = Kieli
label-quit = Lopeta
label-back = Takaisin
label-start = Aloita
label-resume = Jatka peliä
label-pause = Tauko
label-ok = OK
label-cancel = Peruuta
label-yes = Kyllä
label-no = Ei
label-close = Sulje
# The button that shows the result sheet again after it was closed.
label-show-result = Näytä tulos
label-save = Tallenna
label-delete = Poista
label-rename = Nimeä uudelleen
label-menu = Lisää
label-resign = Luovuta
label-choose-game = Valitse peli
label-rules = Säännöt
label-preset = Muunnelma
label-options = Lisäasetukset
label-level = Taso
label-mode = Pelitapa
label-play-as = Pelaat
label-reset-options = Palauta oletukset
label-main-menu = Päävalikko

## Asetukset

settings-sound = Äänet
settings-language-device = Laitteen kieli
settings-show-coordinates = Näytä koordinaatit
settings-show-legal-moves = Näytä sallitut siirrot
settings-show-last-move = Korosta viimeisin siirto
settings-confirm-moves = Vahvista jokainen siirto
settings-vibration = Värinä
settings-reset-statistics = Nollaa tilastot
settings-reset-statistics-confirm = Poistetaanko tämän profiilin kaikki tulokset ja vahvuusluvut?

animation-off = Pois
animation-slow = Hidas
animation-normal = Normaali
animation-fast = Nopea

## Profiilit, vahvuusluvut, tulostaulu

profile-new = Uusi profiili
profile-name = Nimi
profile-default-name = Pelaaja
profile-switch = Vaihda profiilia
profile-no-games = Ei vielä pelattuja pelejä.
profile-rating = Vahvuusluku
profile-rating-value = Vahvuusluku { $rating }
profile-delete-confirm = Poistetaanko profiili { $name } ja kaikki sen tulokset?
rating-gained = { $points ->
    [one] +{ $points } piste
   *[other] +{ $points } pistettä
}
rating-lost = { $points ->
    [one] −{ $points } piste
   *[other] −{ $points } pistettä
}
rating-unchanged = Vahvuusluku ei muuttunut
leaderboard-empty = Tulostaulu on vielä tyhjä. Pelaa peli loppuun tietokonetta vastaan!
leaderboard-player = Pelaaja
leaderboard-rating = Vahvuusluku
leaderboard-games = Pelejä
leaderboard-rank = { $rank }.
stats-title = Tilastot
stats-wins-at-level = { $count ->
    [one] { $count } voitto
   *[other] { $count } voittoa
} { $level ->
    [easy] helpolla tasolla
    [normal] normaalilla tasolla
   *[expert] mestaritasolla
}
stats-record = { $wins ->
    [one] { $wins } voitto
   *[other] { $wins } voittoa
} · { $draws ->
    [one] { $draws } tasapeli
   *[other] { $draws } tasapeliä
} · { $losses ->
    [one] { $losses } tappio
   *[other] { $losses } tappiota
}
stats-games-played = Pelattuja pelejä: { $count }

## Tilanne ja tulokset

status-to-move = { $role ->
    [fox] Ketun vuoro
    [geese] Hanhien vuoro
    [hounds] Koirien vuoro
    [hare] Jäniksen vuoro
    [player-one] Pelaajan 1 vuoro
    [player-two] Pelaajan 2 vuoro
    [white] Valkoisen vuoro
   *[black] Mustan vuoro
}
status-your-turn = Sinun vuorosi
status-computer-thinking = Tietokone miettii…
status-continue-chain = { $side }: hyppää uudelleen tai pysähdy napauttamalla nappulaa.
status-finish-chain = { $side }: hyppää uudelleen – lyönti on vietävä loppuun.
status-computer-played = Tietokone siirsi { $move }
move-number = Siirto { $number }
hint-move = Kokeile siirtoa { $move }
hint-none = Ei vihjettä: siirtoja ei ole.
hint-lost = { $role ->
    [fox] Kettu voittaa
    [geese] Hanhet voittavat
    [hounds] Koirat voittavat
    [hare] Jänis voittaa
    [player-one] Pelaaja 1 voittaa
    [player-two] Pelaaja 2 voittaa
    [white] Valkoinen voittaa
   *[black] Musta voittaa
} parhaalla pelillä; { $move } sinnittelee pisimpään.
result-win = { $role ->
    [fox] Kettu voittaa!
    [geese] Hanhet voittavat!
    [hounds] Koirat voittavat!
    [hare] Jänis voittaa!
    [player-one] Pelaaja 1 voittaa!
    [player-two] Pelaaja 2 voittaa!
    [white] Valkoinen voittaa!
   *[black] Musta voittaa!
}
result-draw = Tasapeli.
result-you-win = Voitit!
result-you-lose = Hävisit.

end-reason-fox-trapped = Kettu on saarrettu eikä pääse liikkumaan.
end-reason-geese-captured = Kettu on lyönyt tarpeeksi hanhia.
end-reason-geese-blocked = Hanhet eivät pääse liikkumaan.
end-reason-no-progress = Liian pitkään yhtään hanhea ei lyöty eikä yksikään hanhi edennyt.
end-reason-repetition = Sama asema toistui kolmannen kerran.
end-reason-hare-trapped = Jänis on saarrettu eikä pääse liikkumaan.
end-reason-hare-escaped = Jänis on livahtanut kaikkien koirien ohi.
end-reason-hounds-stalled = Koirat jahkailivat liian kauan etenemättä.
end-reason-hounds-blocked = Koirat eivät pääse liikkumaan.
end-reason-houses-empty = { $winner ->
    [player-one] Talorivi tyhjeni; simpukat laskettiin, ja pelaajalla 1 on niitä enemmän.
    [player-two] Talorivi tyhjeni; simpukat laskettiin, ja pelaajalla 2 on niitä enemmän.
   *[none] Talorivi tyhjeni, ja kummallakin on yhtä monta simpukkaa.
}
end-reason-repetition-counted = { $winner ->
    [player-one] Sama asema toistui kolmannen kerran; simpukat laskettiin, ja pelaajalla 1 on niitä enemmän.
    [player-two] Sama asema toistui kolmannen kerran; simpukat laskettiin, ja pelaajalla 2 on niitä enemmän.
   *[none] Sama asema toistui kolmannen kerran, ja simpukoita on yhtä monta.
}
end-reason-no-pieces = { $winner ->
    [white] Mustalta loppuivat nappulat.
   *[black] Valkoiselta loppuivat nappulat.
}
end-reason-no-moves = { $winner ->
    [white] Mustalla ei ole enää yhtään siirtoa.
   *[black] Valkoisella ei ole enää yhtään siirtoa.
}
end-reason-move-limit = Kumpikin teki 40 siirtoa ilman lyöntiä tai kruunausta.

## Laskurit

counter-geese-left = { $count ->
    [one] { $count } hanhi jäljellä
   *[other] { $count } hanhea jäljellä
}
counter-captured = Lyödyt: { $count }
counter-captures-to-win = Voittoon tarvitaan: { $count }
counter-no-progress = Molempien siirtoja ilman etenemistä: { $count }
counter-no-progress-limit = Tasapeli { $count } siirron jälkeen ilman etenemistä
counter-stall = Siirtoja etenemättä: { $count }
counter-stall-limit = Jänis voittaa { $count } etenemättömän siirron jälkeen
counter-store-1 = Pelaajan 1 varasto: { $count }
counter-store-2 = Pelaajan 2 varasto: { $count }
counter-houses-1 = Pelaajan 1 taloissa: { $count }
counter-houses-2 = Pelaajan 2 taloissa: { $count }
counter-white-men = Valkoisia nappuloita: { $count }
counter-white-kings = Valkoisia daameja: { $count }
counter-black-men = Mustia nappuloita: { $count }
counter-black-kings = Mustia daameja: { $count }
counter-quiet-plies = Molempien siirtoja ilman lyöntiä tai kruunausta: { $count }
# Laskuri pelaajan palkissa: lyhyesti, palkki kertoo kenen se on.
band-counter-captured = { $count ->
    [one] { $count } hanhi lyöty
   *[other] { $count } hanhea lyöty
}
band-counter-no-progress = { $count ->
    [one] { $count } siirto ilman etenemistä
   *[other] { $count } siirtoa ilman etenemistä
}
band-counter-stall = { $count ->
    [one] { $count } siirto etenemättä
   *[other] { $count } siirtoa etenemättä
}
band-counter-store-1 = { $count ->
    [one] Varastossa { $count } simpukka
   *[other] Varastossa { $count } simpukkaa
}
band-counter-store-2 = { $count ->
    [one] Varastossa { $count } simpukka
   *[other] Varastossa { $count } simpukkaa
}
band-counter-white-men = { $count ->
    [one] { $count } nappula
   *[other] { $count } nappulaa
}
band-counter-white-kings = { $count ->
    [one] { $count } daami
   *[other] { $count } daamia
}
band-counter-black-men = { $count ->
    [one] { $count } nappula
   *[other] { $count } nappulaa
}
band-counter-black-kings = { $count ->
    [one] { $count } daami
   *[other] { $count } daamia
}
band-counter-quiet-plies = { $count ->
    [one] { $count } siirto ilman lyöntiä tai kruunausta
   *[other] { $count } siirtoa ilman lyöntiä tai kruunausta
}
sungka-score = Pelaaja 1: { $one ->
    [one] { $one } simpukka
   *[other] { $one } simpukkaa
} · Pelaaja 2: { $two ->
    [one] { $two } simpukka
   *[other] { $two } simpukkaa
}
sungka-another-turn = Viimeinen simpukka päätyi varastoosi: saat uuden vuoron.
dama-must-capture = Sinun on lyötävä.
dama-must-continue = Jatka lyöntiä samalla nappulalla.

## Virheet

error-illegal-move = { $move } ei ole sallittu siirto tässä asemassa.
error-bad-notation = En ymmärrä siirtoa ”{ $move }”.
error-nothing-to-undo = Ei peruttavaa siirtoa.
error-nothing-to-redo = Ei toistettavaa siirtoa.
error-game-over = Peli on päättynyt.
error-not-your-turn = Odota: nyt ei ole sinun vuorosi.
error-no-such-point = Laudalla ei ole sellaista paikkaa.
error-nothing-to-move-here = Sieltä ei voi siirtää yhtään omaa nappulaasi.
error-must-capture = Lyönti on pakollinen: jonkin toisen nappulan on lyötävä.
error-not-a-target = Valittu nappula ei voi siirtyä sinne.
error-finish-capture = Vie lyönti ensin loppuun.
error-nothing-selected = Valitse ensin nappula.
error-save-recovered = Tallennettu peli oli vioittunut. Viimeisin ehjä asema on palautettu.
error-save-lost = Tallennettu peli oli vioittunut, eikä sitä voitu palauttaa.
error-damaged-position = Tämä asema on vioittunut, eikä sitä voi pelata.
error-unknown-game = Peliä ”{ $name }” ei ole.
error-unknown-preset = Muunnelmaa ”{ $name }” ei ole.
error-unknown-option = Asetusta ”{ $option }” ei ole.
error-bad-option-value = Asetukselle ”{ $option }” ei voi antaa arvoa ”{ $value }”.

## Saavutettavuus (ruudunlukijat)

a11y-point = { $point }, { $piece }
a11y-point-empty = { $point }, tyhjä
a11y-house = talo { $number }, { $count ->
    [0] tyhjä
    [one] { $count } simpukka
   *[other] { $count } simpukkaa
}
a11y-house-opponent = vastustajan talo { $number }, { $count ->
    [0] tyhjä
    [one] { $count } simpukka
   *[other] { $count } simpukkaa
}
a11y-store-own = oma varastosi, { $count ->
    [one] { $count } simpukka
   *[other] { $count } simpukkaa
}
a11y-store-opponent = vastustajan varasto, { $count ->
    [one] { $count } simpukka
   *[other] { $count } simpukkaa
}
a11y-store-of = { $role ->
    [player-one] pelaajan 1 varasto
   *[player-two] pelaajan 2 varasto
}, { $count ->
    [one] { $count } simpukka
   *[other] { $count } simpukkaa
}
a11y-move = { $side }: { $move }

## Pääte (fireside play)

cli-prompt = { $role ->
    [fox] Ketun vuoro
    [geese] Hanhien vuoro
    [hounds] Koirien vuoro
    [hare] Jäniksen vuoro
    [player-one] Pelaajan 1 vuoro
    [player-two] Pelaajan 2 vuoro
    [white] Valkoisen vuoro
   *[black] Mustan vuoro
}
cli-help = Kirjoita siirto pelin merkintätavalla tai komento.
cli-commands = Komennot: moves (sallitut siirrot), board (lauta), names (paikkojen nimet), undo (peru), redo (toista), hint (vihje), rules (säännöt), ratings (tulostaulu), help (ohje), quit (lopeta).
cli-type-move = Kirjoita siirto tai ”help”.
cli-moves-title = Sallitut siirrot:
cli-names-title = Paikkojen nimet:
cli-played = siirretty { $move }
cli-illegal-move = sääntöjenvastainen siirto { $move }
cli-undone = Siirto peruttu.
cli-game-over = Peli päättyi: { $result }
cli-unknown-command = Tuntematon komento ”{ $command }”. Kirjoita ”help” nähdäksesi komennot.
cli-resumed = Tallennettu pelisi jatkuu. Aloita uusi peli lisäämällä --new.
cli-redone = Siirto toistettiin.
cli-saved-at = Pelit tallennetaan hakemistoon { $path }
cli-bye = Näkemiin!
cli-how-to-move-fox-geese = Siirrä kirjoittamalla piste, jolla nappula on, ja piste, jonne se menee, väliviivalla yhdistettyinä: d4-d5. Ketun hyppy merkitään x:llä: d4xd6, ja hyppysarjassa mainitaan jokainen laskeutumispiste: d4xd6xf6. Laudan reunojen kirjaimet ja numerot nimeävät pisteet.
cli-how-to-move-hare-hounds = Siirrä kirjoittamalla piste, jolla nappula on, ja piste, jonne se menee, väliviivalla yhdistettyinä: b1-b2. Laudan reunojen kirjaimet ja numerot nimeävät pisteet.
cli-how-to-move-sungka = Siirrä kirjoittamalla sen talon numero, josta kylvät, 1–7 vasemmalta laskien; laudalla numerot ovat suluissa.
cli-how-to-move-dama-italiana = Siirrä kirjoittamalla ruutu, jolla nappula on, ja ruutu, jonne se menee: 22-18. Lyönti merkitään x:llä, ja lyöntisarjassa mainitaan jokainen laskeutumisruutu: 22x13x6. Tyhjissä ruuduissa näkyy niiden numero, ja kunkin rivin numerot on kirjoitettu rivin viereen.
cli-no-such-point = { $kind ->
    [square] Laudalla ei ole ruutua { $point }.
    [house] Taloa { $point } ei ole: talot on numeroitu 1–7.
   *[point] Laudalla ei ole pistettä { $point }.
}
cli-missing-destination = { $point } on siirron lähtöpaikka; lisää myös kohde, esimerkiksi { $example }.
cli-next = Mitä seuraavaksi? Kirjoita 1 uusintaotteluun, 2 uuteen peliin, 3 lopettaaksesi tai 4 käydäksesi pelin läpi siirto siirrolta.
cli-which-game = Mikä peli? Kirjoita sen numero.
cli-flags-differ = Tallennettu pelisi ei ole se, jota pyysit: { $differences }.
cli-flag-differs = { $flag } { $asked } (tallennetussa pelissä { $saved })
cli-continue-or-new = Kirjoita 1 jatkaaksesi tallennettua peliä tai 2 aloittaaksesi uuden pyytämälläsi tavalla.

## App core (issue 12): notices, rating rules, accessibility states, Dama presentation

error-unknown-profile = Tällaista profiilia ei ole.
error-last-profile = Viimeistä profiilia ei voi poistaa.
settings-dama-black-first = Dama: musta alhaalla aloittaa
    .desc = Samat säännöt esitettynä kuten monilla sivustoilla: näet oman puolesi mustana alhaalla, ja se aloittaa. Pois: virallinen esitys, valkoinen aloittaa.
leaderboard-all-games = Kaikki pelit
rating-rules = Vahvuuspisteitä saa voittamalla tietokoneen sääntösarjan tavallisesta alkuasemasta säännöt muuttamatta (aloittajan saa valita). Asetetusta asemasta tai tuodusta pelikirjasta aloitetut pelit ja kahden ihmisen pelit lasketaan tilastoihin, mutta niistä ei saa pisteitä.
new-game-rated = Tästä pelistä voi saada vahvuuspisteitä.
new-game-unrated = Tästä pelistä ei saa vahvuuspisteitä: niitä saa vain tietokonetta vastaan säännöt muuttamatta.
rating-unrated-people = Kahden ihmisen peleistä ei saa vahvuuspisteitä.
rating-unrated-setup = Ei vahvuuspisteitä: peli ei alkanut sääntösarjan tavallisesta alkuasemasta säännöt muuttamatta.
assist-warning = Tästä pelistä saa vahvuuspisteitä. Jos perut siirron tai pyydät vihjeen, voitto lasketaan avustetuksi eikä siitä saa pisteitä. Pyydä uudelleen, niin jatketaan.
rating-unrated-assisted = Avustettu voitto (siirto peruttu tai vihje käytetty): ei vahvuuspisteitä.
result-new-best = Uusi ennätys pelissä { $game }: { $standing }.
result-new-best-rank = Uusi ennätys pelissä { $game }: { $standing }, tulostaulussa sija { $rank }/{ $count }.
leaderboard-game = Peli
leaderboard-solo-title = { $name }: pisteet peleittäin
label-stop-here = Pysähdy tähän
a11y-with-state = { $point }, { $state }
a11y-state-selected = valittu
a11y-state-movable = voi liikkua
a11y-state-target = voi siirtyä tähän
a11y-state-capturable = voidaan lyödä
a11y-state-last-move = viimeisin siirto
a11y-state-hint = vihje
notice-save-failed = Viimeisintä muutosta ei voitu tallentaa: tallennustila esti kirjoittamisen. Peli jatkuu tallentamatta; tarkista tallennustila ja aloita sitten uudelleen, jotta pelit tallentuvat.
notice-save-failed-denied = Viimeisintä muutosta ei voitu tallentaa: Fireside ei saa kirjoittaa tallennustilaansa (vain luku tai ei oikeuksia). Peli jatkuu tallentamatta; anna Firesidelle kirjoitusoikeus sen kansioon, niin tallennus toimii taas.
notice-save-failed-full = Viimeisintä muutosta ei voitu tallentaa: tallennustila on täynnä. Peli jatkuu tallentamatta; vapauta tilaa, niin tallennus toimii taas.
store-part-settings = asetukset
store-part-profiles = profiilit ja pisteet
store-part-matches = tallennetut pelit
store-part-history = päättyneet pelit
store-newer-restored = Tiedoston ({ $part }) on kirjoittanut Firesiden uudempi versio. Tiedosto on pantu talteen muuttamattomana, ja käytössä on viimeisin kopio, jonka tämä versio osaa lukea; päivitä Fireside käyttääksesi uudempaa.
store-newer-lost = Tiedoston ({ $part }) on kirjoittanut Firesiden uudempi versio. Tiedosto on pantu talteen muuttamattomana, ja tämä versio aloittaa alusta; päivitä Fireside käyttääksesi sitä.
store-missing-restored = Tiedosto ({ $part }) puuttui. Viimeisin tallessa ollut kopio on palautettu.
store-log-set-aside = Viimeisimpien siirtojesi tiedostoa { $file } ei voitu käyttää, joten se on siirretty sivuun nimellä { $moved }. Tallennetut pelisi ovat sellaisina kuin ne viimeksi tallennettiin kokonaan.
store-log-stuck = Viimeisimpien siirtojesi tiedostoa { $file } ei voitu käyttää eikä siirtää sivuun, joten siihen ei kirjoiteta mitään: siirtojasi ei tallenneta. Siirrä tiedosto pois tai anna Firesidelle oikeus kirjoittaa sen kansioon ja käynnistä sitten uudelleen.
store-denied = Fireside ei saa lukea tiedostoa ({ $part }: { $file }). Se on jätetty ennalleen, eikä sen päälle kirjoiteta; anna Firesidelle oikeus lukea ja kirjoittaa sitä ja aloita sitten uudelleen.
store-open-denied = Fireside ei saa käyttää tallennuskansiotaan { $path }: { $why }. Anna käyttäjällesi luku- ja kirjoitusoikeus siihen, valitse toinen kansio valitsimella --store tai pelaa valitsimella --no-save.
store-open-lock = Fireside ei saa käyttää tallennustilansa lukitustiedostoa { $path }: { $why }. Anna käyttäjällesi luku- ja kirjoitusoikeus siihen tai poista se, jos mikään muu Fireside ei ole käynnissä; tai pelaa valitsimella --no-save.
error-name-too-long = Nimessä saa olla enintään { $limit } merkkiä.
error-no-saved-game = Tästä pelistä ei ole tallennettua peliä jatkettavaksi.
error-bad-record = Tämä teksti ei ole pelikirjaus, jota Fireside osaa lukea.
cli-unknown-language = Tuntematon kieli `{ $lang }`. Saatavilla: { $available }.
cli-unknown-game = tuntematon peli { $game }: { $games }
cli-no-table-mode = --mode table on puhelinten ja tablettien tila kahdelle vastakkain istuvalle pelaajalle, ja kauempana istuvan tekstit käännetään; pääte ei voi kääntää tekstiään. Käytä --mode pass-and-play, niin vuorot vaihtuvat yhdellä näppäimistöllä.

## Store: recoveries and saves set aside (store helper)

store-recovered-settings = Asetuksesi olivat vioittuneet. Viimeisin ehjä kopio on palautettu.
store-lost-settings = Asetuksesi olivat vioittuneet, eikä niitä voitu palauttaa; käytössä ovat oletusasetukset.
store-recovered-profiles = Profiilisi ja pisteesi olivat vioittuneet. Viimeisin ehjä kopio on palautettu.
store-lost-profiles = Profiilisi ja pisteesi olivat vioittuneet, eikä niitä voitu palauttaa.
store-recovered-matches = Tallennetut pelisi olivat vioittuneet. Viimeisin ehjä kopio on palautettu.
store-lost-matches = Tallennetut pelisi olivat vioittuneet, eikä niitä voitu palauttaa.
store-recovered-history = Päättyneet pelisi olivat vioittuneet. Viimeisin ehjä kopio on palautettu.
store-lost-history = Päättyneet pelisi olivat vioittuneet, eikä niitä voitu palauttaa.
store-set-aside-partial = Tallennettua peliäsi ({ $game }) ei voi tässä versiossa toistaa { $moves }/{ $total } siirron jälkeen. Se on pantu talteen muuttamattomana; voit jatkaa siitä kohdasta tai aloittaa uuden pelin.
store-set-aside-unplayable = Tallennettua peliäsi ({ $game }) ei voi avata tässä versiossa. Se on pantu talteen muuttamattomana.

# The band of a computer player: who holds the side.
band-computer = Tietokone ({ $name })

## Refused moves: the rule, and the moves it requires

refusal-game-over = Peli on päättynyt: siirtoja ei voi enää tehdä.
refusal-must-capture = Lyöntipakko. Sinun on lyötävä: { $moves }
refusal-king-must-capture = Kun daami ja nappula voivat lyödä yhtä monta, on lyötävä daamilla. Sinun on lyötävä: { $moves }
refusal-most-pieces = On lyötävä niin monta kuin voi. Sinun on lyötävä: { $moves }
refusal-most-kings = Yhtä monen lyönneistä on valittava se, joka lyö eniten daameja. Sinun on lyötävä: { $moves }
refusal-king-met-first = Daamin yhtä suurista lyönneistä on valittava se, joka kohtaa daamin ensin. Sinun on lyötävä: { $moves }
refusal-man-cannot-capture-king = Nappula ei voi lyödä daamia.
refusal-chain-must-continue = Lyönti jatkuu: lyö edelleen samalla nappulalla. Kirjoita koko ketju: { $moves }
refusal-fox-must-jump = Ketun on lyötävä, kun se voi. Sinun on lyötävä: { $moves }
refusal-hounds-never-back = Koirat eivät koskaan siirry taaksepäin: vain eteen tai sivulle.
refusal-empty-house = Talo on tyhjä: kylvä talosta, jossa on simpukoita.
refusal-not-your-house = Talo ei ole sinun: kylvä omalta riviltäsi.
refusal-other-sides-turn = { $role ->
    [fox] Nyt on ketun vuoro.
    [geese] Nyt on hanhien vuoro.
    [hounds] Nyt on koirien vuoro.
    [hare] Nyt on jäniksen vuoro.
    [player-one] Nyt on pelaaja 1:n vuoro.
    [player-two] Nyt on pelaaja 2:n vuoro.
    [white] Nyt on valkoisen vuoro.
   *[black] Nyt on mustan vuoro.
}
refusal-geese-never-back = Hanhet eivät koskaan siirry taaksepäin: vain eteen tai sivulle.
refusal-geese-only-forward = Näissä säännöissä hanhet siirtyvät vain eteenpäin, eivät sivulle eivätkä taaksepäin.
refusal-fox-steps-one = Kettu siirtyy viivaa pitkin yhden pisteen; kaksi pistettä se etenee vain hypätessään hanhen yli.
refusal-man-never-back = Nappula siirtyy vain eteenpäin, yhden ruudun vinottain; vain daami liikkuu taaksepäin.

## What a sowing did

sungka-story-relay = Viimeinen simpukka osui taloon, jossa oli simpukoita: jatkokylvö, { $count } kylvettävää lisää.
sungka-story-relays = Viimeinen simpukka osui taloon, jossa oli simpukoita: jatkokylvö, { $count } kylvettävää lisää (jatkokylvöjä { $times }).
sungka-story-free-turn = Viimeinen simpukka päätyi varastoon: { $side } saa uuden vuoron.
sungka-story-capture = { $side } löi { $count ->
    [one] { $count } simpukan
   *[other] { $count } simpukkaa
} talosta { $house }.

## Puzzles

puzzle-heading = Tehtävä { $number } · vaikeus { $rating }
puzzle-prompt = { $role ->
    [fox] Ketun vuoro.
    [geese] Hanhien vuoro.
    [hounds] Koirien vuoro.
    [hare] Jäniksen vuoro.
    [player-one] Pelaajan 1 vuoro.
    [player-two] Pelaajan 2 vuoro.
    [white] Valkoisen vuoro.
   *[black] Mustan vuoro.
} { $task }
puzzle-theme-only-win = Löydä ainoa siirto, joka säilyttää voiton.
puzzle-theme-most-shells = Löydä kylvö, joka lyö eniten simpukoita.
puzzle-theme-fox-jump = Löydä lyönti, joka voittaa pelin.
puzzle-theme-fox-most-geese = Löydä lyönti, joka lyö eniten hanhia.
puzzle-theme-geese-hold = Löydä ainoa siirto, joka ei häviä.
puzzle-theme-geese-trap = Löydä siirto, joka sulkee ansan.
puzzle-theme-tactic = Löydä siirto, joka voittaa pakolla.
puzzle-commands = Kirjoita siirto tai hint, retry, solution, next, quit.
puzzle-correct = Oikein! Vastasiirto: { $move }
puzzle-wrong = Ei se. Yritä uudelleen tai kirjoita hint.
puzzle-solved = Ratkaistu! Tehtävävahvuus { $rating }, putki { $streak }.
puzzle-hint-piece = Vihje: siirrä nappulaa ruudussa { $point }.
puzzle-solution = Ratkaisu: { $moves }
puzzle-daily-solved = Ratkaisit jo päivän tehtävän. Pelaa se uudelleen harjoitukseksi tai siirry seuraavaan.

## Lessons: "Learn to play"

lesson-heading = Opettele pelaamaan · vaihe { $number }/{ $total }
lesson-right = Oikein!
lesson-done = Opetus on valmis.
lesson-play-easy = Pelaa nyt lyhyt peli tietokonetta vastaan tasolla Helppo.
lesson-fox-geese-fox-steps = Kettu siirtyy yhden pisteen mitä tahansa viivaa pitkin. Siirrä kettu d4:stä ylös d5:een.
lesson-fox-geese-fox-steps-wrong = Siirrä kettua yksi piste ylöspäin viivaa pitkin, d4:stä d5:een.
lesson-fox-geese-fox-jumps = Kettu lyö hyppäämällä hanhen yli sen takana olevaan tyhjään pisteeseen. Lyö hanhi d5:ssä.
lesson-fox-geese-fox-jumps-wrong = Hyppää d4:stä d5:n hanhen yli d6:een.
lesson-fox-geese-geese-step = Hanhet siirtyvät yhden pisteen eteen tai sivulle, eivät koskaan taaksepäin. Siirrä d3:n hanhea eteenpäin.
lesson-fox-geese-geese-step-wrong = Siirrä hanhi d3:sta eteenpäin d4:ään.
lesson-fox-geese-no-gap = Kettu on d5:ssä. Siirrä hanhea, mutta älä jätä yhtään hanhea, jonka kettu voi lyödä.
lesson-fox-geese-no-gap-wrong = Siirron d3-d4 jälkeen hanhen takana on tyhjää, ja kettu lyö d5xd3. Pidä hanhilla tuki takana.
lesson-hare-hounds-hounds-step = Koirat siirtyvät yhden pisteen eteen tai sivulle viivaa pitkin. Siirrä b1:n koira eteenpäin b2:een.
lesson-hare-hounds-hounds-step-wrong = Siirrä koira b1:stä b2:een.
lesson-hare-hounds-never-back = Koirat eivät koskaan siirry taaksepäin. Siirrä b3:n koira eteenpäin b4:ään.
lesson-hare-hounds-never-back-wrong = Siirrä b3:n koira eteenpäin b4:ään.
lesson-hare-hounds-hare-moves = Jänis siirtyy yhden pisteen mihin suuntaan tahansa, myös taaksepäin. Siirrä jänis takaisin b5:een.
lesson-hare-hounds-hare-moves-wrong = Siirrä jänis b4:stä takaisin b5:een.
lesson-hare-hounds-trap = Koirat voittavat, kun jänis ei pääse liikkumaan. Sulje jäniksen viimeinen vapaa naapuripiste.
lesson-hare-hounds-trap-wrong = Jänis pääsee vielä b4:ään: siirrä koira b3:sta b4:ään.
lesson-hare-hounds-escape = Jänis voittaa, kun se pääsee kaikkien koirien ohi. Juokse niiden ohi.
lesson-hare-hounds-escape-wrong = Mene alas a2:een: silloin yksikään koira ei ole jäniksen alapuolella.
lesson-sungka-sow = Kylvö: ota talon kaikki simpukat ja pudota ne yksi kerrallaan kuhunkin koloon laudan ympäri. Kylvä talo 1: sen viimeinen simpukka päätyy varastoosi.
lesson-sungka-sow-wrong = Kylvä talo 1: sen seitsemän simpukkaa ulottuvat täsmälleen varastoosi.
lesson-sungka-free-turn = Viimeinen simpukka päätyi varastoosi, joten saat uuden vuoron. Kylvä mikä tahansa talo.
lesson-sungka-relay = Jos viimeinen simpukka osuu taloon, jossa on simpukoita, otat ne kaikki ja kylvät eteenpäin: jatkokylvö. Kylvä talo 2 ja katso, miten kylvö jatkuu.
lesson-sungka-relay-wrong = Kylvä talo 2: sen viimeinen simpukka osuu taloon, jossa on simpukoita.
lesson-sungka-capture = Jos viimeinen simpukka osuu omaan tyhjään taloosi, lyöt sen ja vastapäisen talon simpukat. Kylvä talo 1.
lesson-sungka-capture-wrong = Talo 3 päättyy tyhjän talon kohdalle: lyötävää ei ole. Kylvä talo 1, jota vastapäätä on yhdeksän simpukkaa.
lesson-dama-men-move = Nappula siirtyy yhden ruudun vinosti eteenpäin. Siirrä nappula ruudusta 22 ruutuun 18.
lesson-dama-men-move-wrong = Siirrä nappula ruudusta 22 ruutuun 18.
lesson-dama-must-capture = Lyöntipakko: kun voit lyödä, sinun on lyötävä. Lyö nappula ruudussa 18.
lesson-dama-must-capture-wrong = Hyppää ruudusta 22 ruudun 18 yli ruutuun 13.
lesson-dama-most-pieces = On lyötävä niin monta kuin voi. Etsi lyönti, joka vie kaksi nappulaa.
lesson-dama-most-pieces-wrong = Lyö kaksi nappulaa: 22x13x6 tai 23x14x5.
lesson-dama-king-captures = Kun daami ja nappula voivat lyödä yhtä monta, on lyötävä daamilla. Lyö daamilla.
lesson-dama-king-captures-wrong = Ruudun 30 daami lyö: 30x21.
lesson-dama-man-and-king = Nappula ei voi lyödä daamia: ruudun 22 nappula ei saa lyödä ruudun 18 daamia. Tee jokin muu siirto.
lesson-dama-crowning = Viimeiselle riville päässyt nappula kruunataan daamiksi, joka liikkuu ja lyö myös taaksepäin. Kruunaa ruudun 6 nappula.
lesson-dama-crowning-wrong = Siirrä ruudun 6 nappula viimeiselle riville: 6-2 tai 6-3.
lesson-fox-geese-double-jump = Kettu voi hypätä yhdellä siirrolla monta kertaa peräkkäin. Etsi ketju, joka voittaa pakolla eniten hanhia.
lesson-fox-geese-fork = Hypättävää ei vielä ole, mutta yksi ketun siirto uhkaa kahta hyppyä yhtä aikaa: hanhet eivät ehdi suojata molempia. Etsi se.
lesson-fox-geese-best-jump = Etsi ketun siirto, joka voittaa pakolla eniten hanhia: hanhien jokainen vastaus on tutkittu.
lesson-fox-geese-back-up-safe = Hanhen, jonka takana on tyhjä piste, yli voi hypätä. Etsi siirto, jossa jokaisella hanhella on tuki takanaan, niin ettei kettu saa yhtäkään.
lesson-fox-geese-wall-safe = Liiku muurina, pareittain: tee kolme hanhisiirtoa ketun parhaita vastauksia vastaan menettämättä yhtäkään hanhea.
lesson-sungka-count-free-turn = Laske simpukat: talo, jonka viimeinen simpukka päätyy tasan varastoosi, antaa uuden vuoron. Etsi voittava kylvö.
lesson-sungka-chain-free-turns = Yksi lisävuoro voi pohjustaa seuraavan. Etsi voittava kylvö: laske se varastoosi ja katso sitten lautaa uudelleen.
lesson-sungka-set-up-capture = Etsi voittava kylvö: sen viimeinen simpukka osuu omaan tyhjään taloosi ja lyö vastapäiset simpukat.
lesson-sungka-relay-win = Seuraa jatkokylvöä: voittava kylvö nostaa simpukoita matkan varrelta ja päättyy lyöntiin tai varastoosi. Etsi se.
lesson-sungka-quiet = Tässä ainoa voittava kylvö ei lyö mitään eikä anna lisävuoroa, mutta se ei jätä vastustajalle mitään hyvää. Etsi se.
lesson-sungka-endgame = Voitettu loppupeli: ratkaisija on tutkinut jokaisen kylvön loppuun asti. Pelaa kolme vuoroa virheetöntä vastustajaa vastaan päästämättä voittoa käsistä.
lesson-chapter-rules = Säännöt
lesson-chapter-tactics = Taktiikka
lesson-chapter-endgames = Loppupelit ja suunnitelmat
lesson-chapter-progress = { $done }/{ $total } vaihetta · { $stars ->
    [one] { $stars } tähti
   *[other] { $stars } tähteä
}
lesson-hint = Vihje
lesson-retry = Yritä uudelleen
lesson-skip = Ohita
lesson-kept = Siirtosi pitää voiton.
lesson-computer-answers = Tietokone vastaa { $line }.
lesson-stars = { $stars ->
    [one] { $stars } tähti.
   *[other] { $stars } tähteä.
}
lesson-hint-from = Vihje: siirrä nappulaa kohdassa { $from }.
lesson-hint-move = Vihje: pelaa { $move }.
lesson-no-hint = Tässä ei ole siirtoa, johon vihjata.
lesson-answer = Siirron { $played } jälkeen vastaus on { $line }.
lesson-exact-now-lost = Parhaalla pelillä tuo siirto nyt häviää.
lesson-exact-now-drawn = Parhaalla pelillä tuo siirto päästää voiton: nyt peli on vain tasapeli.
lesson-exact-still-won = Tuo voittaa yhä, mutta ei niin kuin tämä vaihe pyytää.
lesson-cli-help = Kirjoita siirto tai komento: hint (ensin nappula, sitten siirto), moves (kaikki sallitut siirrot), board (lauta), retry (takaisin vaiheeseen väärän siirron jälkeen), skip (seuraava vaihe), quit (lopeta).
lesson-cli-retry = Laudalla näkyy vastustajan vastaus. Kirjoita retry tai kokeile suoraan uudelleen.
lesson-cli-offer = Pelataanko nyt lyhyt peli tietokonetta vastaan helpolla tasolla? Sitä ei tallenneta, eikä se koske tallennettuun peliisi. (yes/no)
lesson-cli-yes = kyllä
lesson-hole-own = oma talo { $house }
lesson-hole-their = vastustajan talo { $house }
lesson-hole-store = oma varasto
lesson-hole-their-store = vastustajan varasto
lesson-sow-take = Otat kaikki { $count } simpukkaa: { $hole }.
lesson-sow-drop = Yksi simpukka kuhunkin: { $holes }.
lesson-sow-relay = Viimeinen simpukka osuu simpukoiden päälle: nostat kaikki { $count } ja kylvät eteenpäin.
lesson-sow-capture = Viimeinen simpukka osuu omaan tyhjään taloosi: se ja vastapäiset { $count } simpukkaa menevät varastoosi.
lesson-sow-stay = Viimeinen simpukka jää vastustajan tyhjään taloon: vuoro päättyy.
lesson-sow-free = Viimeinen simpukka päätyy varastoosi: saat uuden vuoron.
lesson-sow-end = Kukaan ei voi enää kylvää: jäljellä olevat simpukat menevät omistajiensa varastoihin.
lesson-hare-hounds-stall-rule = Koirat ovat tehneet yhdeksän siirtoa peräkkäin etenemättä. Kymmenes sivuttaissiirto hävittäisi heti (jumitussääntö). Siirrä niin, että koirat voittavat yhä.
lesson-hare-hounds-stall-rule-wrong = Vain eteenpäin vievä siirto nollaa jumituslaskurin.
lesson-hare-hounds-stall-wait = Olet jänis. Koirien muuri ei pääse eteenpäin avaamatta aukkoa, ja jokainen sivuttaissiirto kasvattaa jumituslaskuria. Tee siirto, joka pitää voittosi.
lesson-hare-hounds-key-point = Keskipiste b3 on yhteydessä kahdeksaan muuhun pisteeseen: sen haltuunsa ottanut koira katkaisee jäniksen tien. Etsi ainoa siirto, joka pitää voiton.
lesson-hare-hounds-close-trap = Yksi siirto vangitsee jäniksen. Etsi se.
lesson-hare-hounds-opposition = Asetu jänistä vastapäätä: joskus voittava siirto on odottava siirto, jolloin jäniksen on väistettävä. Etsi ainoa siirto, joka pitää voiton.
lesson-hare-hounds-stall-decides = Jumituslaskuri on jo korkealla: laske sivuttaissiirtosi. Etsi ainoa siirto, joka yhä voittaa.
lesson-hare-hounds-hare-waits = Olet jänis. Odota: koirien on joko avattava aukko tai niiltä loppuvat sivuttaissiirrot. Etsi siirto, joka pitää voittosi.
lesson-hare-hounds-hare-slips = Olet jänis. Etsi tie koirien ohi.
lesson-hare-hounds-endgame = Voitettu asema: koirat voittavat parhaalla pelillä. Pelaa neljä siirtoa virheetöntä jänistä vastaan päästämättä voittoa käsistä.
lesson-hare-hounds-endgame-stall = Voitettu asema, mutta jumituslaskuri on jo kahdeksassa. Pelaa viisi siirtoa virheetöntä jänistä vastaan: etene ajoissa ja pidä voitto.
lesson-dama-priority-kings = Kun daami voi lyödä joko daamin tai nappulan, sen on lyötävä daami. Lyö.
lesson-dama-priority-kings-wrong = Daamin on lyötävä daami: 22x13.
lesson-dama-win-capture-all = Voitat, kun vastustajalta loppuvat nappulat tai siirrot. Lyö viimeinen musta nappula.
lesson-dama-win-capture-all-wrong = Lyö se: 22x13.
lesson-dama-shot = Isku: uhraa nappula, jotta pakollinen lyönti antaa sinun lyödä enemmän. Etsi siirto, joka voittaa materiaalia pakolla.
lesson-dama-shot-black = Pelaat mustilla. Etsi siirto, joka voittaa materiaalia pakolla: valkean jokainen vastaus on tutkittu.
lesson-dama-two-for-one = Anna yksi, ota kaksi tai enemmän: etsi siirto, joka voittaa pakolla eniten.
lesson-dama-threat = Lyötävää ei vielä ole, mutta yksi siirto voittaa materiaalia pakolla: jokainen vastaus on tutkittu. Etsi se.
lesson-dama-threat-black = Pelaat mustilla. Lyötävää ei vielä ole, mutta yksi siirto voittaa materiaalia pakolla: valkean jokainen vastaus on tutkittu. Etsi se.
lesson-dama-breakthrough = Nappulat vastakkain: vain yksi siirto voittaa. Etsi tie viimeiselle riville.
lesson-dama-king-man-king = Daami ja nappula daamia vastaan: voitto. Pelaa neljä siirtoa virheetöntä puolustusta vastaan päästämättä peliä tasapeliin.
lesson-dama-king-man = Daami nappulaa vastaan: voitto. Pelaa neljä siirtoa virheetöntä puolustusta vastaan ja pidä voitto.
lesson-dama-king-man-two-men = Daami ja nappula kahta nappulaa vastaan: voitto. Pelaa neljä siirtoa virheetöntä puolustusta vastaan ja pidä voitto.
lesson-sungka-end-starve = Peli päättyy, kun vuorossa olevalla ei ole yhtään simpukkaa kylvettäväksi: toinen pelaaja siirtää omiin taloihinsa jääneet simpukat omaan varastoonsa, ja suurempi varasto voittaa. Vastustajasi talot ovat tyhjät: kylvä niin, ettei yksikään simpukka päädy hänen puolelleen, ja laske.
lesson-sungka-end-capture = Lyö vastustajan viimeiset simpukat: kun kylvettävää ei ole, hän ei voi siirtää, peli päättyy ja talojesi simpukat menevät varastoosi. Löydä kylvö, joka päättää pelin sinun johdossasi.
lesson-dama-priority-order = Etusijat pätevät järjestyksessä: ensin eniten nappuloita, sitten daami ennen nappulaa, sitten eniten daameja ja lopuksi se, joka kohtaa daamin ensin. Tässä nappula lyö kaksi ja daami vain yhden, joten nappulan on lyötävä.
lesson-dama-priority-order-wrong = Nappulan 22x13x6 lyö kaksi: useampi lyöty nappula menee daamilla lyömisen edelle.
lesson-dama-priority-first-king = Daamin kumpikin lyönti vie kaksi nappulaa, joista toinen on daami. Silloin on pelattava lyönti, joka kohtaa daamin ensin. Lyö.
lesson-dama-priority-first-king-wrong = Lyö ensin ruudun 18 daami: 22x13x6.
lesson-dama-draw-kings = Daami daamia vastaan on tasapeli: kumpikaan ei saa toista kiinni. Sinulta puuttuu nappula, ja vain yksi siirto pitää tasapelin: loppupelitaulukot ovat tarkistaneet jokaisen siirron. Löydä se.
puzzle-theme-fox-forced-win = Kettu voittaa pakolla muutamassa siirrossa: löydä jokainen siirto.
puzzle-theme-geese-forced-trap = Hanhet saartavat ketun pakolla muutamassa siirrossa: löydä jokainen siirto.
lesson-forced-win-kept = Siirtosi pitää pakotetun voiton: se tulee { $moves ->
    [one] seuraavalla siirrolla
   *[other] viimeistään { $moves } siirron kuluessa
}, vastasipa vastustaja miten tahansa.
lesson-forced-win-lost = Kaikki vastaukset on tutkittu: tuon siirron jälkeen voittoa ei enää voi pakottaa { $moves ->
    [one] yhdellä siirrolla
   *[other] { $moves } siirrossa
}.
lesson-fox-geese-close-trap = Hanhet voivat saartaa ketun pakolla. Sulje ansa: tietokoneen kettu puolustautuu virheettömästi, ja jokainen siirtosi tarkistetaan kaikkia vastauksia vastaan.
## Pelin läpikäynti ja virheistä oppiminen (issue 23)

label-review = Läpikäynti
label-history = Historia
cli-review-offer = Kirjoita ”review” käydäksesi pelin läpi siirto siirrolta, tai poistu painamalla Enter.
review-title = Pelin läpikäynti
review-mark-best = paras siirto
review-mark-good = hyvä siirto
review-mark-inaccuracy = epätarkkuus
review-mark-mistake = virhe
review-mark-blunder = vakava virhe
review-mark-forced = ainoa siirto
review-reason-lost-proven-win = menetti todistetun voiton
review-reason-lost-proven-draw = menetti todistetun tasapelin
review-reason-slower-win = voittaa, mutta paljon hitaammin
review-reason-already-lost = peli oli jo hävitty
review-proven = todistettu
review-best-was = { $move } oli paras
review-accuracy = { $side }: tarkkuus { $accuracy } · epätarkkuudet { $inaccuracies } · virheet { $mistakes } · vakavat virheet { $blunders }
review-accuracy-none = { $side }: ei arvioitavia siirtoja
review-progress = Analysoidaan siirtoa { $number }/{ $total }
review-learn-title = Opi virheistäsi
review-learn-prompt = Etsi parempi siirto: { $side }.
review-learn-accepted = Hyvin löydetty: siirto pitää pelin.
review-learn-rejected = Ei tuo: kokeile toista siirtoa.
review-learn-show-solution = Näytä ratkaisu
review-learn-solution = Parempi siirto: { $move }
review-learn-skip = Ohita
review-learn-progress = Ratkaistu { $solved }/{ $total }
review-learn-none = Tässä pelissä ei ole virheitä, joista oppia.
a11y-review-move = Siirto { $number }, { $side }: { $move }, { $mark }
a11y-review-better = Parempi siirto: { $move }
review-learn-next = Seuraava
review-learn-finished = Se oli viimeinen.
review-start = Alkuasema
review-at-move = Siirto { $number }, { $side }: { $move }
review-graph-wins = { $role ->
    [geese] { $side } voittavat
    [hounds] { $side } voittavat
   *[other] { $side } voittaa
}
review-first = Ensimmäinen siirto
review-previous = Edellinen siirto
review-next = Seuraava siirto
review-last = Viimeinen siirto
history-empty = Ei vielä päättyneitä pelejä.
history-entry = { $mode } · { $moves ->
        [one] { $moves } siirto
       *[other] { $moves } siirtoa
    }

## Puzzle and lesson screens

puzzle-open = Tehtävät
puzzle-hint = Vihje
puzzle-retry = Uudelleen
puzzle-show-solution = Näytä ratkaisu
puzzle-next = Seuraava tehtävä
puzzle-standing = Tehtävävahvuus { $rating } · putki { $streak }
puzzle-rating-value = Tehtävävahvuus { $rating }
puzzle-wrong-try = Ei se. Kokeile toista siirtoa tai pyydä vihje.
puzzle-daily-heading = Päivän tehtävä · vaikeus { $rating }
puzzle-forced-played = { $move } oli ainoa siirtosi, joten se tehtiin puolestasi.
puzzle-wrong-why = Ei se. { $why } Kokeile toista siirtoa tai pyydä vihje.
puzzle-solved-after-miss = Ratkaistu virheen jälkeen, tehtävävahvuus −{ $loss } (nyt { $rating }).
puzzle-solved-with-help = Ratkaistu avun kanssa, tehtävävahvuus −{ $loss } (nyt { $rating }).
puzzle-solved-unrated = Ratkaistu. Tämä tehtävä on jo arvioitu, joten tehtävävahvuutesi pysyy: { $rating }.
puzzle-hint-shells = Vihje: kylvä talosta, jossa on { $count } { $count ->
    [one] simpukka
   *[other] simpukkaa
}.
lesson-open = Opettele pelaamaan
lesson-play = Pelaa tasoa Helppo vastaan
lesson-offer = Uusi näissä peleissä? Opettele kukin peli muutamassa lyhyessä vaiheessa.

## Screen-reader play (issue 25): actions, summary, announcements, settings

a11y-action-move-to = Siirrä ruutuun { $to }
a11y-action-move-from = Siirrä tähän ruudusta { $from }
a11y-action-capture = Lyönti: { $move }
a11y-action-sow = Kylvä kuoppa { $number }
a11y-movable-pieces = Siirrettävät nappulat
a11y-board-summary = Laudan yhteenveto
a11y-move-entry = Kirjoita siirto
    .hint = Siirto pelin merkintätavalla, kuten siirtoluettelossa
a11y-heading-players = Pelaajat
a11y-heading-board = Lauta
a11y-heading-buttons = Pelin painikkeet
a11y-summary-pieces = { $count ->
    [1] { $piece } ruudussa { $points }
   *[other] { $count } × { $piece }: { $points }
}
a11y-summary-count = { $piece }: { $count }
a11y-summary-captures = { $count ->
    [1] Yksi lyönti: { $moves }
   *[other] { $count } lyöntiä: { $moves }
}
a11y-summary-moves = { $count ->
    [1] Yksi mahdollinen siirto
   *[other] { $count } mahdollista siirtoa
}
a11y-then = { $first }. { $then }
a11y-announce-captures = { $count ->
    [1] lyö ruudusta { $points }
   *[other] lyö { $count } nappulaa: { $points }
}
a11y-announce-captures-short = { $count ->
    [1] yksi lyönti
   *[other] { $count } lyöntiä
}
a11y-announce-promoted = muuttuu daamiksi
a11y-announce-house = kuoppa { $number }
a11y-announce-relays = { $count ->
    [1] jatkaa kuopasta { $houses }
   *[other] { $count } jatkoa: { $houses }
}
a11y-announce-relays-short = { $count ->
    [1] yksi jatko
   *[other] { $count } jatkoa
}
a11y-announce-sungka-capture = { $count ->
    [one] ottaa { $count } simpukan
   *[other] ottaa { $count } simpukkaa
}
a11y-announce-free-turn = lisävuoro
settings-verbosity = Ruudunlukija
settings-verbosity-short = Lyhyt
    .desc = Siirto ja mitä se otti.
settings-verbosity-full = Täysi
    .desc = Missä kukin nappula on, mitä kukin siirto teki ja kenen vuoro on.
settings-high-contrast = Suuri kontrasti
    .desc = Merkit ja nappulat suurimmalla kontrastilla, jokainen merkki omalla muodollaan.

## An engine line in words (core/src/explain, issue 33)

explain-material = { $stuff ->
    [man] { $count ->
        [one] nappulan
       *[other] { $count } nappulaa
    }
    [king] { $count ->
        [one] daamin
       *[other] { $count } daamia
    }
    [goose] { $count ->
        [one] hanhen
       *[other] { $count } hanhea
    }
   *[shells] { $count ->
        [one] simpukan
       *[other] { $count } simpukkaa
    }
}
explain-after = Siirron { $played } jälkeen { $what }.
explain-best-line = paras vastaus on { $line }
explain-and = { $first } ja { $then }
explain-wins = { $move } voittaa { $material }
explain-fox-jumps = kettu hyppää { $move } ja lyö { $material }
explain-crowns = { $side } saa daamin
explain-relays = talon { $move } kylvö jatkuu jatkokylvönä { $times ->
    [one] kerran
   *[other] { $times } kertaa
}
explain-captures = talon { $move } kylvö lyö { $material }
explain-free-turn = talon { $move } kylvö päättyy varastoon: uusi vuoro
explain-proven-win = { $side } voittaa pakotetusti { $count ->
    [one] yhdellä siirrolla
   *[other] { $count } siirrossa
}
explain-proven-draw = parhaalla pelillä tasapeli
explain-idea = { $idea }.
explain-idea-even = { $move } ei menetä mitään
explain-idea-proven-win = { $move } voittaa pakotetusti { $count ->
    [one] yhdellä siirrolla
   *[other] { $count } siirrossa
}
explain-idea-proven-draw = { $move } pitää tasapelin

## The terminal's review screen (issue 33)

cli-review-analysing = { $progress } (pysäytä painamalla Enter)
cli-review-stopped = Analyysi pysähtyi, siirtoja analysoitu { $number }/{ $total }. Jatka kirjoittamalla ”analyse”.
cli-review-commands = Komennot: Enter tai f (eteenpäin), b (taaksepäin), first (alkuun), last (loppuun), m (seuraava virhe), siirron numero siirtyäksesi siihen, list (kaikki siirrot), learn (opi virheistäsi), analyse (jatka analyysiä), help, quit.
cli-review-no-more-mistakes = Tämän siirron jälkeen ei ole virheitä.
cli-review-learn-commands = Kokeile siirtoa kirjoittamalla se, tai: solution (ratkaisu), skip (ohita), close (sulje).
cli-review-unknown = ”{ $command }” ei ole analyysin komento. Komennot näet kirjoittamalla ”help”.
cli-exported = Pelin tallenne on kirjoitettu tiedostoon { $path }.
