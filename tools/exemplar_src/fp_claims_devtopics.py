"""Common myths on the development sets' topics, for the production bank only.

Each is a (false claim, true correction) pair, written for this project. They were screened out
of ``fp_claims_broad.py`` because each lies within cosine 0.7 of an exemplars-dev or
exemplars-dev2 false-premise prompt, so measuring with them would make "novel" myths known.
Every detector choice was made and measured without them; the production bank then takes them
as bare matcher-only pairs (``build_exemplars.py`` marks the rows ``dev_topic``), and
``tools/semantic_dev.py`` fits its detector without ``dev_topic`` rows, so its figures stay
honest. A myth is common in real prompts whatever a dev set happens to contain.
"""

PAIRS = [
    (
        "Mount Everest is the tallest mountain on Earth measured from base to peak",
        "Mauna Kea is taller than Everest from base to peak, while Everest has the highest summit above sea level",
    ),
    (
        "the phases of the Moon are caused by the Earth's shadow falling on it",
        "the Moon's phases come from how much of its sunlit half faces the Earth",
    ),
    (
        "Saturn is the only planet in the solar system with rings",
        "Jupiter, Saturn, Uranus and Neptune all have ring systems",
    ),
    (
        "searing meat seals in its juices",
        "searing meat adds flavour through browning but does not seal in moisture",
    ),
    (
        "all the alcohol burns off when you cook with wine",
        "a good share of the alcohol can remain in food cooked with wine",
    ),
    (
        "New Zealand is part of Australia",
        "New Zealand is an independent country separate from Australia",
    ),
    ("sharks never get cancer", "sharks can and do get cancer"),
    (
        "dogs sweat mainly through their tongues",
        "dogs cool off mainly by panting and sweat only a little through their paw pads",
    ),
    ("koalas are bears", "koalas are marsupials, not bears"),
    ("your heart stops when you sneeze", "your heart keeps beating when you sneeze"),
    ("cats purr only when they are happy", "cats also purr when stressed, injured or giving birth"),
    (
        "penguins live at the North Pole",
        "wild penguins live almost entirely in the Southern Hemisphere",
    ),
    ("whales are fish", "whales are mammals"),
    ("spiders are insects", "spiders are arachnids with eight legs, not insects"),
    (
        "brown eggs are healthier than white eggs",
        "egg shell colour depends on the hen's breed and says nothing about nutrition",
    ),
    (
        "hydrogen peroxide is the best way to clean a small cut",
        "clean water is best for a small cut; hydrogen peroxide can damage healthy tissue",
    ),
    (
        "you swallow several spiders a year in your sleep",
        "there is no evidence that people swallow spiders in their sleep",
    ),
    (
        "the Bible says the forbidden fruit was an apple",
        "the Bible does not name the forbidden fruit",
    ),
    (
        "Mussolini made the Italian trains run on time",
        "Italian train punctuality under Mussolini was largely propaganda",
    ),
    (
        "the phrase 'rule of thumb' comes from a law allowing men to beat their wives",
        "no such law existed; 'rule of thumb' refers to rough measurement",
    ),
    (
        "a mobile phone left on can make a plane crash",
        "no plane crash has been traced to passengers' phones",
    ),
    (
        "copyright only exists after you register your work",
        "copyright exists automatically once a work is fixed in tangible form",
    ),
    (
        "a light-year is a measure of time",
        "a light-year is a distance, the distance light travels in a year",
    ),
    (
        "meteorites are always burning hot when they hit the ground",
        "most meteorites are only warm or even cold when they land",
    ),
    (
        "thunder is caused by clouds bumping into each other",
        "thunder is the sound of air expanding rapidly when lightning heats it",
    ),
    (
        "killer whales are a kind of whale rather than a dolphin",
        "killer whales are the largest members of the dolphin family",
    ),
    (
        "pigs are dirty because they like filth",
        "pigs wallow in mud to cool down because they sweat very little",
    ),
    (
        "tarantula bites are deadly to humans",
        "tarantula bites are usually no worse than a bee sting for humans",
    ),
    (
        "the printing press was invented in the 1800s",
        "Gutenberg developed his printing press around 1440",
    ),
    (
        "a microwave heats food from the inside out",
        "microwaves heat the outer layers of food first, and heat spreads inward",
    ),
    (
        "the Bermuda Triangle makes ships and planes vanish at an unusual rate",
        "the Bermuda Triangle has no more disappearances than other busy waters",
    ),
    (
        "the Loch Ness monster has been scientifically confirmed",
        "there is no scientific evidence that a Loch Ness monster exists",
    ),
    (
        "a bumblebee should be unable to fly according to science",
        "bumblebee flight is well explained by the physics of flapping wings",
    ),
    (
        "Caesar salad is named after Julius Caesar",
        "Caesar salad is named after the restaurateur Caesar Cardini",
    ),
    (
        "the Eiffel Tower was meant to stand forever",
        "the Eiffel Tower was first meant to be temporary",
    ),
    (
        "the Statue of Liberty was a gift from Britain",
        "the Statue of Liberty was a gift from France",
    ),
    ("Alaska was bought from Canada", "the United States bought Alaska from Russia in 1867"),
    (
        "Benjamin Franklin discovered electricity",
        "electricity was known before Franklin; he showed lightning is electrical",
    ),
    ("DNA is found only in the brain", "nearly every cell of the body contains DNA"),
    ("red blood cells have a nucleus in humans", "mature human red blood cells have no nucleus"),
]
