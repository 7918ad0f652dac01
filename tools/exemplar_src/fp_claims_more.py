"""More false claims with matched true counterparts (clause form, no final period).

Kept off the topics of the dev set's false-premise items (tools/exemplar_src/dev_src.py), so the
dev set keeps measuring claims the bank does not know. Claims within cosine 0.5 of a neutral
bank prompt (an exam question on the same topic: the Pythagorean theorem, viruses vs bacteria,
credit scores...) were left out: the claim matcher's proximity gate sits at the neutral prompts'
95th percentile, and one such claim raises it for every other claim.
"""

# (false claim, true counterpart on the same topic)
PAIRS = [
    # --- physics
    (
        "a vacuum pulls objects toward it with a force of its own",
        "objects move into a vacuum because the surrounding air pressure pushes them in",
    ),
    (
        "a ball whirled on a string flies straight outward from the centre when the string is cut",
        "a ball whirled on a string flies off along the tangent when the string is cut",
    ),
    (
        "moving objects naturally slow down and stop even when no force acts on them",
        "a moving object keeps moving at constant velocity unless a force such as friction acts on it",
    ),
    ("the Earth is closest to the Sun in July", "the Earth is closest to the Sun in early January"),
    (
        "electrons race through household wires at nearly the speed of light",
        "electrons drift through a wire at only fractions of a millimetre per second even though the signal travels fast",
    ),
    (
        "a bird sitting on a single high-voltage power line is electrocuted instantly",
        "a bird sitting on a single high-voltage line is safe because no current flows through its body",
    ),
    (
        "a car's rubber tyres are what protect passengers from lightning",
        "a car protects passengers from lightning because its metal body conducts the current around them",
    ),
    (
        "a rainbow contains exactly seven separate colours",
        "a rainbow is a continuous spectrum that people conventionally divide into seven colours",
    ),
    (
        "white light is a single pure colour",
        "white light is a mixture of all the visible wavelengths",
    ),
    (
        "the sky is blue because it reflects the colour of the oceans",
        "the sky is blue because air molecules scatter short blue wavelengths more than red ones",
    ),
    (
        "a mirror swaps left and right",
        "a mirror reverses front and back rather than left and right",
    ),
    ("the Sun is yellow when seen from space", "the Sun looks white when seen from space"),
    (
        "stars twinkle because they pulse in brightness",
        "stars twinkle because turbulence in Earth's atmosphere bends their light",
    ),
    (
        "a shooting star is a star falling out of the sky",
        "a shooting star is a small meteoroid burning up in the atmosphere",
    ),
    (
        "metal feels colder than wood at the same temperature because the metal is actually colder",
        "metal feels colder than wood at the same temperature because it conducts heat away from your skin faster",
    ),
    (
        "cold flows into a warm house when you open the door in winter",
        "heat flows out of a warm house into the colder air when you open the door in winter",
    ),
    (
        "a kilogram of feathers weighs less than a kilogram of iron",
        "a kilogram of feathers weighs the same as a kilogram of iron",
    ),
    (
        "nuclear fission and nuclear fusion are the same process",
        "fission splits heavy nuclei while fusion joins light nuclei together",
    ),
    (
        "radioactivity was discovered by Albert Einstein",
        "radioactivity was discovered by Henri Becquerel in 1896",
    ),
    (
        "Einstein's famous equation is E equals m c cubed",
        "Einstein's mass-energy equation is E equals m c squared",
    ),
    (
        "Isaac Newton discovered gravity when an apple hit him on the head",
        "Newton's apple anecdote describes seeing an apple fall, not one hitting his head",
    ),
    (
        "whether an object floats depends only on how heavy it is, not on its shape",
        "an object floats if it displaces a weight of water equal to its own weight, so shape matters",
    ),
    (
        "ice sinks to the bottom of liquid water",
        "ice floats because it is less dense than liquid water",
    ),
    (
        "X-rays are a kind of very loud sound wave",
        "X-rays are high-energy electromagnetic radiation",
    ),
    (
        "mobile phone signals are ionising radiation that breaks DNA",
        "mobile phone signals are non-ionising radio waves",
    ),
    (
        "wings create lift because air over the top must rejoin air underneath at the trailing edge",
        "wings create lift by turning airflow downward, and air over the top does not have to rejoin air below",
    ),
    (
        "an unprotected astronaut in a vacuum would explode instantly",
        "an unprotected astronaut in a vacuum would lose consciousness in about fifteen seconds but would not explode",
    ),
    ("the Earth is a perfect sphere", "the Earth is an oblate spheroid that bulges at the equator"),
    (
        "a heavier pendulum bob swings back and forth faster",
        "a simple pendulum's period depends on its length, not on the mass of the bob",
    ),
    (
        "a gun fired horizontally makes its bullet hit the ground much later than a bullet simply dropped from the same height",
        "a bullet fired horizontally and one dropped from the same height hit level ground at about the same time",
    ),
    (
        "batteries store electric charge that gets used up like water in a tank",
        "batteries store chemical energy and push charge around a circuit without creating or losing it",
    ),
    # --- astronomy
    (
        "the Sun will eventually explode as a supernova",
        "the Sun is not massive enough to become a supernova and will end as a white dwarf",
    ),
    (
        "a comet's tail always trails behind it along its path",
        "a comet's tail points away from the Sun whichever way the comet moves",
    ),
    (
        "Jupiter is a rocky planet like the Earth",
        "Jupiter is a gas giant made mostly of hydrogen and helium",
    ),
    (
        "Mars looks red because it is extremely hot",
        "Mars looks red because its surface is rich in iron oxide",
    ),
    (
        "there is no water of any kind on Mars",
        "Mars has water ice at its poles and beneath its surface",
    ),
    (
        "the Milky Way is the only galaxy in the universe",
        "the Milky Way is one of hundreds of billions of galaxies",
    ),
    (
        "the Big Bang was an explosion of matter into empty space that already existed",
        "the Big Bang describes the expansion of space itself from a hot, dense state",
    ),
    (
        "the Sun goes around the Earth once a day",
        "the Earth spins once a day and orbits the Sun once a year",
    ),
    (
        "a day on Venus is much shorter than a day on Earth",
        "a day on Venus is longer than its year",
    ),
    (
        "Earth's Moon is the largest moon in the solar system",
        "Ganymede, a moon of Jupiter, is the largest moon in the solar system",
    ),
    (
        "Saturn is the largest planet in the solar system",
        "Jupiter is the largest planet in the solar system",
    ),
    (
        "Mars is always the planet closest to Earth",
        "averaged over time, Mercury is the planet closest to Earth",
    ),
    (
        "the Sun is the largest star in the universe",
        "the Sun is an average-sized star, and many stars are far larger",
    ),
    (
        "sunlight reaches the Earth instantly",
        "sunlight takes about eight minutes to reach the Earth",
    ),
    ("Pluto is bigger than Earth's Moon", "Pluto is smaller than Earth's Moon"),
    (
        "the asteroid belt is so crowded that spacecraft must dodge rocks to cross it",
        "asteroids in the main belt are typically hundreds of thousands of kilometres apart",
    ),
    ("Halley's Comet comes back every year", "Halley's Comet returns about every 76 years"),
    (
        "the Moon is slowly moving closer to the Earth",
        "the Moon is slowly moving away from the Earth, by about 3.8 centimetres a year",
    ),
    ("the Sun is made mostly of iron", "the Sun is made mostly of hydrogen and helium"),
    (
        "the Moon has a thick atmosphere like the Earth's",
        "the Moon has only an extremely thin exosphere",
    ),
    ("the Sun is a planet", "the Sun is a star"),
    (
        "we always see different faces of the Moon over a month",
        "the Moon is tidally locked, so the same face always points toward the Earth",
    ),
    # --- chemistry
    (
        "oil and water mix easily if you stir them long enough",
        "oil and water separate because oil is non-polar and water is polar",
    ),
    (
        "all acids are dangerous and burn the skin",
        "many acids are weak and harmless, such as citric acid in fruit",
    ),
    ("table salt is made of sodium and fluorine", "table salt is sodium chloride"),
    ("the chemical symbol for gold is Go", "the chemical symbol for gold is Au"),
    ("the chemical symbol for iron is Ir", "the chemical symbol for iron is Fe"),
    ("oxygen itself is a fuel that burns", "oxygen supports combustion but is not itself a fuel"),
    (
        "the noble gases react violently with water",
        "the noble gases are chemically very unreactive",
    ),
    (
        "mercury is a solid metal at room temperature",
        "mercury is a liquid metal at room temperature",
    ),
    (
        "rust is a kind of mould that grows on iron",
        "rust is iron oxide formed when iron reacts with oxygen and water",
    ),
    (
        "diamonds are indestructible and cannot burn",
        "diamonds are carbon and can burn in oxygen at high temperature",
    ),
    (
        "natural substances are always safe and synthetic chemicals are always harmful",
        "toxicity depends on the substance and the dose, whether it is natural or synthetic",
    ),
    (
        "the atomic number is the number of neutrons in an atom",
        "the atomic number is the number of protons in an atom's nucleus",
    ),
    (
        "isotopes of an element have different numbers of protons",
        "isotopes of an element have the same number of protons but different numbers of neutrons",
    ),
    ("dry ice is frozen water", "dry ice is solid carbon dioxide"),
    (
        "the bubbles in boiling water are bubbles of air",
        "the bubbles in boiling water are mostly water vapour",
    ),
    (
        "ethanol freezes at the same temperature as water",
        "ethanol freezes at about minus 114 degrees Celsius",
    ),
    (
        "ordinary window glass is made mainly from iron",
        "ordinary glass is made mainly from silica sand",
    ),
    (
        "stainless steel can never corrode under any conditions",
        "stainless steel resists corrosion but can still rust in harsh conditions",
    ),
    ("pencils contain the metal lead", "pencil 'lead' is graphite mixed with clay"),
    ("the bubbles in fizzy drinks are oxygen", "the bubbles in fizzy drinks are carbon dioxide"),
    ("water is an element", "water is a compound of hydrogen and oxygen"),
    ("a chemical reaction can destroy mass", "mass is conserved in ordinary chemical reactions"),
    (
        "burning wood makes its atoms disappear",
        "burning wood turns its atoms into gases, ash and water vapour",
    ),
    ("hydrogen is the heaviest element", "hydrogen is the lightest element"),
    # --- biology
    ("all genetic mutations are harmful", "most mutations are neutral and some are beneficial"),
    (
        "muscles built at the gym are inherited by a person's children",
        "muscles built through exercise are not passed on genetically to children",
    ),
    (
        "the appendix has no function whatsoever",
        "the appendix appears to play a role in immunity and gut bacteria",
    ),
    ("men have one fewer rib than women", "men and women have the same number of ribs"),
    (
        "a person's blood type can change with their diet",
        "a person's blood type is inherited and does not change with diet",
    ),
    ("plants do not carry out respiration", "plants carry out cellular respiration day and night"),
    (
        "mushrooms are plants",
        "mushrooms are fungi, which are more closely related to animals than to plants",
    ),
    ("peanuts are tree nuts", "peanuts are legumes"),
    (
        "strawberries are true berries in the botanical sense",
        "strawberries are not true berries botanically, while grapes are",
    ),
    (
        "adults can never grow new brain cells",
        "some new neurons form in the adult brain, for example in the hippocampus",
    ),
    (
        "cells were first described by Charles Darwin",
        "cells were first described by Robert Hooke in 1665",
    ),
    (
        "Gregor Mendel discovered the double helix structure of DNA",
        "Watson and Crick, using Rosalind Franklin's data, described DNA's double helix in 1953",
    ),
    (
        "the liver is the largest organ of the human body",
        "the skin is the largest organ of the human body",
    ),
    (
        "the left lung is larger than the right lung",
        "the right lung is larger than the left because the heart takes up space on the left",
    ),
    (
        "fresh sweat smells strongly by itself",
        "fresh sweat is nearly odourless, and body odour comes from bacteria breaking it down",
    ),
    ("identical twins have identical fingerprints", "identical twins have different fingerprints"),
    (
        "humans are the only animals that use tools",
        "many animals use tools, including chimpanzees, crows and sea otters",
    ),
    (
        "arteries carry blood toward the heart",
        "arteries carry blood away from the heart, and veins carry it back",
    ),
    (
        "the body replaces every single cell every seven years",
        "different cells renew at different rates, and many neurons last a lifetime",
    ),
    (
        "adult humans regrow lost permanent teeth",
        "adult humans have one set of permanent teeth that do not regrow",
    ),
    (
        "the human nose can only detect about ten smells",
        "the human nose can distinguish a very large number of odours",
    ),
    (
        "lactic acid build-up causes muscle soreness days after exercise",
        "delayed muscle soreness comes from muscle damage and inflammation, not lactic acid",
    ),
    ("plants grow away from light", "plants grow toward light through phototropism"),
    (
        "leaves turn red and yellow in autumn because frost paints them",
        "leaves change colour in autumn as chlorophyll breaks down and reveals other pigments",
    ),
    (
        "cacti are full of fresh drinkable water",
        "the fluid inside most cacti is bitter and can make you sick",
    ),
    (
        "a poison ivy rash spreads from person to person like an infection",
        "a poison ivy rash is not contagious once the plant oil is washed off",
    ),
    (
        "humans can digest cellulose",
        "humans cannot digest cellulose, which passes through as fibre",
    ),
    (
        "nerve signals travel at the speed of light",
        "nerve impulses travel at up to about 120 metres per second",
    ),
    ("the brain itself feels pain when it is touched", "the brain itself has no pain receptors"),
    (
        "bacteria are larger than most animal cells",
        "most bacteria are much smaller than animal cells",
    ),
    (
        "humans share only about one percent of their DNA with chimpanzees",
        "humans share about 98 to 99 percent of their DNA with chimpanzees",
    ),
    (
        "photosynthesis takes in oxygen and gives off carbon dioxide",
        "photosynthesis takes in carbon dioxide and gives off oxygen",
    ),
    (
        "the human eye sees the world upside down and the brain never corrects it",
        "the image on the retina is inverted and the brain interprets it the right way up",
    ),
    (
        "cockroaches would survive at ground zero of a nuclear explosion",
        "cockroaches tolerate more radiation than humans but would not survive ground zero of a nuclear blast",
    ),
    # --- animals
    ("all snakes are venomous", "most snake species are not venomous"),
    (
        "touching a toad gives you warts",
        "warts are caused by the human papillomavirus, not by touching toads",
    ),
    (
        "porcupines can shoot their quills at enemies",
        "porcupines cannot shoot their quills, which detach on contact",
    ),
    (
        "lemmings commit mass suicide by jumping off cliffs",
        "lemmings do not commit mass suicide, and the idea was popularised by a staged documentary",
    ),
    (
        "elephants are terrified of mice",
        "there is no good evidence that elephants are especially afraid of mice",
    ),
    (
        "one dog year always equals exactly seven human years",
        "dogs age faster early in life, and the seven-year rule is only a rough myth",
    ),
    (
        "cats always land on their feet and are never hurt by falls",
        "cats can often right themselves in a fall but can still be badly injured",
    ),
    ("owls can turn their heads a full 360 degrees", "owls can turn their heads about 270 degrees"),
    ("bats are a type of rodent", "bats are not rodents and belong to their own order, Chiroptera"),
    (
        "giraffes have many more neck vertebrae than humans",
        "giraffes have seven neck vertebrae, the same number as humans",
    ),
    (
        "the cheetah is faster than any bird",
        "a diving peregrine falcon is faster than a running cheetah",
    ),
    (
        "elephants drink water through their trunks like a straw",
        "elephants suck water into their trunks and then squirt it into their mouths",
    ),
    ("adult moths eat holes in clothes", "clothes moth larvae, not adult moths, eat fabric"),
    ("house flies live for only 24 hours", "house flies typically live for several weeks"),
    (
        "the African elephant is the largest animal that has ever lived",
        "the blue whale is the largest animal known to have ever lived",
    ),
    (
        "polar bears have white skin under their fur",
        "polar bears have black skin under translucent fur",
    ),
    (
        "hens lay eggs only if there is a rooster",
        "hens lay eggs without a rooster, but those eggs are unfertilised",
    ),
    (
        "mice prefer cheese to every other food",
        "mice generally prefer sweet, grain-based foods to cheese",
    ),
    (
        "female seahorses carry the babies until they hatch",
        "male seahorses carry the eggs and give birth to the young",
    ),
    (
        "a turtle can crawl out of its shell",
        "a turtle's shell is part of its skeleton and it cannot leave it",
    ),
    ("the platypus gives birth to live young", "the platypus is a mammal that lays eggs"),
    (
        "earwigs crawl into people's ears to lay eggs in their brains",
        "earwigs do not deliberately crawl into human ears",
    ),
    ("goats eat tin cans", "goats are picky eaters that may nibble labels but do not eat tin cans"),
    ("horses cannot sleep standing up", "horses can doze standing up by locking their legs"),
    (
        "snakes dislocate their jaws to swallow prey",
        "snakes have flexible jaw joints and ligaments rather than dislocating their jaws",
    ),
    (
        "woodpeckers get headaches from pecking",
        "woodpeckers have skull features that reduce the impact of pecking",
    ),
    ("cows have four separate stomachs", "cows have one stomach with four compartments"),
    (
        "crocodiles and alligators are the same animal",
        "crocodiles and alligators are different families of reptiles",
    ),
    # --- health & medicine
    (
        "you should tilt your head back during a nosebleed",
        "during a nosebleed you should lean forward and pinch the soft part of the nose",
    ),
    (
        "you should put butter on a burn",
        "a burn should be cooled under cool running water, not covered in butter",
    ),
    (
        "you should suck the venom out of a snakebite",
        "sucking venom out of a snakebite does not help, and the person needs emergency care",
    ),
    (
        "you should always make someone vomit after they swallow poison",
        "you should call poison control or emergency services rather than inducing vomiting",
    ),
    (
        "you should put something in a person's mouth during a seizure so they don't swallow their tongue",
        "you should never put anything in the mouth of someone having a seizure",
    ),
    (
        "urinating on a jellyfish sting relieves the pain",
        "urine does not help jellyfish stings, and rinsing with vinegar or seawater is advised for many species",
    ),
    (
        "antibacterial soap is much better than plain soap for everyday handwashing",
        "plain soap and water work about as well as antibacterial soap for everyday handwashing",
    ),
    (
        "green mucus means you need antibiotics",
        "green mucus does not by itself mean you have a bacterial infection that needs antibiotics",
    ),
    (
        "every vaccine contains live viruses",
        "many vaccines contain inactivated viruses or only pieces of the pathogen",
    ),
    ("cancer is contagious", "cancer does not spread from person to person like an infection"),
    (
        "antiperspirants cause breast cancer",
        "there is no good evidence that antiperspirants cause breast cancer",
    ),
    (
        "you cannot get sunburned on a cloudy day",
        "ultraviolet rays pass through clouds, so you can get sunburned on a cloudy day",
    ),
    (
        "people with dark skin cannot get skin cancer",
        "people with dark skin can still get skin cancer",
    ),
    ("a base tan protects you from sunburn", "a tan gives very little protection against sunburn"),
    (
        "people with diabetes can never eat any sugar",
        "people with diabetes can eat some sugar as part of a managed diet",
    ),
    (
        "coffee dehydrates you more than it hydrates you",
        "moderate coffee drinking counts toward daily fluid intake",
    ),
    (
        "every alcoholic drink kills thousands of brain cells",
        "moderate drinking does not directly kill brain cells, though heavy drinking damages the brain",
    ),
    (
        "you only need to brush your teeth once a week",
        "dentists recommend brushing your teeth twice a day",
    ),
    (
        "sugar dissolves teeth directly without any help from bacteria",
        "cavities form when mouth bacteria ferment sugars into acids that erode enamel",
    ),
    ("people only dream in black and white", "most people report dreaming in colour"),
    (
        "if you die in a dream you die in real life",
        "dying in a dream does not cause death in real life",
    ),
    (
        "you should rub frostbitten skin hard to warm it up",
        "frostbitten skin should not be rubbed and should be rewarmed gently",
    ),
    (
        "cutting your hair makes it grow faster",
        "cutting hair does not change how fast it grows from the scalp",
    ),
    (
        "plucking one grey hair makes two grow back",
        "plucking a grey hair does not cause more grey hairs to grow",
    ),
    (
        "heart attacks always cause crushing chest pain",
        "heart attacks, especially in women, can happen without chest pain",
    ),
    (
        "mental illness is a sign of weak character",
        "mental illnesses are health conditions, not character flaws",
    ),
    (
        "schizophrenia means having multiple personalities",
        "schizophrenia is different from dissociative identity disorder and does not mean multiple personalities",
    ),
    (
        "wearing glasses makes your eyes weaker over time",
        "wearing glasses does not weaken your eyes",
    ),
    (
        "sitting close to the television permanently damages children's eyes",
        "sitting close to a television does not permanently damage eyesight",
    ),
    (
        "HIV and AIDS are the same thing",
        "HIV is a virus, and AIDS is the advanced stage of untreated HIV infection",
    ),
    (
        "tetanus comes from the rust on nails",
        "tetanus comes from bacteria in soil and dirt, not from rust itself",
    ),
    (
        "the best way to remove a tick is to burn it off with a match",
        "a tick should be removed by pulling it out steadily with fine-tipped tweezers",
    ),
    (
        "lack of vitamin C causes rickets",
        "rickets is caused by a lack of vitamin D, while a lack of vitamin C causes scurvy",
    ),
    (
        "penicillin was discovered by Louis Pasteur",
        "penicillin was discovered by Alexander Fleming in 1928",
    ),
    (
        "you can catch a cold by going outside with wet hair",
        "colds are caused by viruses, not by having wet hair",
    ),
    (
        "you should stay awake all night after a mild head bump so you don't die in your sleep",
        "after a mild head bump, sleep is fine if there are no warning signs of serious injury",
    ),
    (
        "you lose most of your calories by thinking hard",
        "thinking hard burns only a small amount of extra energy",
    ),
    (
        "knee joints predict rain because they can sense humidity perfectly",
        "there is little solid evidence that joint pain can reliably forecast rain",
    ),
    (
        "women's hearts beat slower than men's",
        "women's resting heart rates are on average slightly faster than men's",
    ),
    (
        "allergies are all in the mind",
        "allergies are immune reactions to substances such as pollen or food proteins",
    ),
    # --- nutrition
    (
        "brown sugar is much healthier than white sugar",
        "brown sugar is nutritionally almost the same as white sugar",
    ),
    (
        "sea salt has much less sodium than table salt",
        "sea salt and table salt contain about the same amount of sodium by weight",
    ),
    (
        "fresh vegetables are always more nutritious than frozen ones",
        "frozen vegetables are often as nutritious as fresh ones",
    ),
    (
        "microwaving vegetables destroys all their nutrients",
        "microwaving vegetables keeps nutrients about as well as or better than boiling",
    ),
    (
        "all dietary fat is bad for your health",
        "some fats, such as those in olive oil, nuts and fish, are part of a healthy diet",
    ),
    (
        "a gluten-free diet is healthier for everyone",
        "a gluten-free diet is necessary for people with coeliac disease but has no proven benefit for most others",
    ),
    (
        "celery has negative calories",
        "celery is very low in calories, but digesting it does not burn more energy than it provides",
    ),
    (
        "you can burn belly fat by doing sit-ups",
        "spot reduction does not work, and fat is lost across the whole body",
    ),
    (
        "muscle turns into fat when you stop exercising",
        "muscle and fat are different tissues and one cannot turn into the other",
    ),
    (
        "honey goes bad within a few weeks",
        "properly stored honey can last for a very long time without spoiling",
    ),
    (
        "fruit juice is just as healthy as whole fruit",
        "whole fruit has more fibre and is more filling than fruit juice",
    ),
    (
        "milk is the only good source of calcium",
        "many foods besides milk, such as leafy greens, tofu and sardines, provide calcium",
    ),
    (
        "vitamin pills can fully replace a balanced diet",
        "supplements cannot replace the range of nutrients in a balanced diet",
    ),
    (
        "chocolate is poisonous to humans",
        "chocolate is toxic to dogs because of theobromine but safe for humans in normal amounts",
    ),
    ("caffeine stunts children's growth", "there is no good evidence that caffeine stunts growth"),
    ("grapefruit burns body fat", "grapefruit has no special fat-burning properties"),
    (
        "cooking in aluminium pans causes Alzheimer's disease",
        "there is no established link between aluminium cookware and Alzheimer's disease",
    ),
    (
        "the body can only absorb 10 grams of protein per meal",
        "the body digests and absorbs far more than 10 grams of protein from a meal",
    ),
    (
        "eating carbohydrates after 6 pm turns them directly into fat",
        "weight gain depends on total energy intake over time, not on eating carbohydrates after a certain hour",
    ),
    (
        "spinach is one of the richest sources of iron because it makes Popeye strong",
        "spinach contains moderate iron that is poorly absorbed compared with iron from meat",
    ),
    (
        "raw eggs give bodybuilders much more protein than cooked eggs",
        "cooked egg protein is absorbed better than raw egg protein",
    ),
    (
        "margarine is one molecule away from plastic",
        "margarine is a food made from vegetable oils and is not chemically close to plastic",
    ),
    (
        "drinking water with meals dilutes digestive juices and stops digestion",
        "drinking water with meals does not stop digestion",
    ),
    (
        "a calorie from sugar makes you gain twice as much weight as a calorie from anything else",
        "a calorie is a unit of energy whatever food it comes from",
    ),
    # --- earth science / weather
    ("earthquakes are more common in hot, dry weather", "earthquakes are unrelated to the weather"),
    (
        "a magnitude 8 earthquake releases twice the energy of a magnitude 4",
        "each whole step on the magnitude scale releases about 32 times more energy",
    ),
    (
        "volcanoes are found only on land",
        "most of Earth's volcanic activity happens underwater along mid-ocean ridges",
    ),
    (
        "the continents have always been where they are now",
        "the continents slowly move because of plate tectonics",
    ),
    (
        "clouds are made of invisible water vapour gas",
        "clouds are made of tiny liquid water droplets or ice crystals",
    ),
    (
        "hurricanes spin clockwise in the northern hemisphere",
        "hurricanes spin counterclockwise in the northern hemisphere",
    ),
    ("tornadoes never strike big cities", "tornadoes can and do strike big cities"),
    (
        "opening the windows during a tornado saves a house by equalising the pressure",
        "opening windows during a tornado wastes time and does not prevent damage",
    ),
    (
        "raindrops fall in a teardrop shape",
        "small raindrops are nearly spherical and large ones flatten like a bun",
    ),
    (
        "current global warming is caused mainly by volcanic eruptions",
        "current global warming is driven mainly by human greenhouse gas emissions",
    ),
    (
        "the greenhouse effect is entirely harmful to life on Earth",
        "the natural greenhouse effect keeps Earth warm enough for life",
    ),
    (
        "the Sahara has always been a desert",
        "the Sahara had lakes and grasslands between about 10,000 and 6,000 years ago",
    ),
    (
        "stalactites grow upward from the cave floor",
        "stalactites hang from the cave ceiling while stalagmites rise from the floor",
    ),
    (
        "oil and gas come from dead dinosaurs",
        "oil and gas come mostly from ancient marine plankton and algae, not dinosaurs",
    ),
    (
        "quicksand sucks people under until they drown",
        "a person in quicksand floats and is not sucked under",
    ),
    (
        "Earth's magnetic poles never move",
        "Earth's magnetic poles wander and have reversed many times in the past",
    ),
    (
        "the hottest temperatures on Earth are recorded at the equator",
        "the hottest temperatures on Earth are recorded in subtropical deserts, not at the equator",
    ),
    (
        "continental crust is thinner than oceanic crust",
        "continental crust is thicker than oceanic crust",
    ),
    (
        "the ocean is blue only because it reflects the sky",
        "the ocean looks blue mainly because water absorbs red light and scatters blue",
    ),
    (
        "snow can only fall when the air temperature is below minus ten degrees Celsius",
        "snow can fall when the air near the ground is slightly above freezing",
    ),
    ("fog is a kind of smoke", "fog is a cloud of tiny water droplets near the ground"),
    ("sand dunes never move", "sand dunes migrate as the wind carries sand across them"),
    (
        "all rocks are the same age as the Earth",
        "rocks form continuously, and most are much younger than the Earth",
    ),
    # --- geography
    ("Auckland is the capital of New Zealand", "Wellington is the capital of New Zealand"),
    ("Barcelona is the capital of Spain", "Madrid is the capital of Spain"),
    (
        "Zurich is the capital of Switzerland",
        "Bern is the federal city and de facto capital of Switzerland",
    ),
    ("Lagos is the capital of Nigeria", "Abuja is the capital of Nigeria"),
    ("Mumbai is the capital of India", "New Delhi is the capital of India"),
    ("Shanghai is the capital of China", "Beijing is the capital of China"),
    ("Almaty is the capital of Kazakhstan", "Astana is the capital of Kazakhstan"),
    (
        "Cape Town is the only capital of South Africa",
        "South Africa has three capital cities: Pretoria, Cape Town and Bloemfontein",
    ),
    ("Karachi is the capital of Pakistan", "Islamabad is the capital of Pakistan"),
    ("Ho Chi Minh City is the capital of Vietnam", "Hanoi is the capital of Vietnam"),
    (
        "Dubai is the capital of the United Arab Emirates",
        "Abu Dhabi is the capital of the United Arab Emirates",
    ),
    ("Marrakesh is the capital of Morocco", "Rabat is the capital of Morocco"),
    ("Saint Petersburg is the capital of Russia", "Moscow is the capital of Russia"),
    ("Bonn is still the capital of Germany", "Berlin is the capital of reunified Germany"),
    (
        "La Paz is the constitutional capital of Bolivia",
        "Sucre is the constitutional capital of Bolivia, while La Paz is the seat of government",
    ),
    ("Chicago is the capital of Illinois", "Springfield is the capital of Illinois"),
    ("Los Angeles is the capital of California", "Sacramento is the capital of California"),
    (
        "the Mississippi is the longest river in the world",
        "the Nile and the Amazon are the longest rivers in the world",
    ),
    (
        "Lake Superior is the largest lake in the world by area",
        "the Caspian Sea is the largest lake by area, and Lake Superior is the largest freshwater lake by area",
    ),
    ("Angel Falls is in Canada", "Angel Falls, the world's tallest waterfall, is in Venezuela"),
    (
        "the Andes are the highest mountain range in the world",
        "the Himalayas are the highest mountain range in the world",
    ),
    (
        "Russia is the most populous country in the world",
        "India and China are the most populous countries in the world",
    ),
    (
        "Monaco is the smallest country in the world",
        "Vatican City is the smallest country in the world",
    ),
    (
        "Brazil is the largest country in the world by area",
        "Russia is the largest country in the world by area",
    ),
    (
        "the United States is larger in total area than Canada",
        "Canada is slightly larger in total area than the United States",
    ),
    (
        "the Mariana Trench is in the Atlantic Ocean",
        "the Mariana Trench is in the western Pacific Ocean",
    ),
    ("Spain shares a border with Italy", "Spain borders France, Portugal and Andorra"),
    ("Bolivia has a coastline on the Pacific Ocean", "Bolivia is landlocked"),
    ("Canada shares a border with Mexico", "Canada's only land neighbour is the United States"),
    (
        "Egypt lies entirely in the Middle East and not in Africa",
        "Egypt is mostly in Africa, with the Sinai Peninsula in Asia",
    ),
    ("Turkey lies entirely in Asia", "Turkey spans both Europe and Asia"),
    ("Portugal shares a border with France", "Portugal's only land neighbour is Spain"),
    ("Norway is a member of the European Union", "Norway is not a member of the European Union"),
    (
        "it never snows anywhere in Africa",
        "snow falls on high African mountains such as the Atlas range",
    ),
    ("London gets more rain each year than Rome", "Rome gets more rain each year than London"),
    (
        "Siberia stays frozen all year round",
        "Siberia has warm summers that can exceed 30 degrees Celsius",
    ),
    ("July is summer in Australia", "July is winter in Australia"),
    (
        "the Panama Canal connects the Mediterranean and the Red Sea",
        "the Suez Canal connects the Mediterranean and the Red Sea, while the Panama Canal links the Atlantic and Pacific",
    ),
    (
        "Holland is the official name of the whole Netherlands",
        "Holland is only a region of the Netherlands",
    ),
    (
        "England and the United Kingdom are the same country",
        "England is one of four countries in the United Kingdom",
    ),
    (
        "the summit of Mount Everest is the point on Earth farthest from its centre",
        "the summit of Chimborazo in Ecuador is the point farthest from Earth's centre",
    ),
    (
        "the Prime Meridian runs through Paris",
        "the Prime Meridian runs through Greenwich in London",
    ),
    ("Timbuktu is a made-up place", "Timbuktu is a real city in Mali"),
    ("Russia spans only five time zones", "Russia spans eleven time zones"),
    ("China uses five official time zones", "China officially uses a single time zone"),
    ("the Andes run through Africa", "the Andes run along the western side of South America"),
    ("the Ganges flows through China", "the Ganges flows through India and Bangladesh"),
    (
        "the Thames flows through Paris",
        "the Seine flows through Paris, and the Thames through London",
    ),
    (
        "Japan is a single island",
        "Japan consists of four main islands and thousands of smaller ones",
    ),
    ("Indonesia has fewer than a hundred islands", "Indonesia has more than 17,000 islands"),
    ("Africa is smaller than Europe", "Africa is about three times larger than Europe"),
    (
        "the Caribbean Sea is part of the Indian Ocean",
        "the Caribbean Sea is part of the Atlantic Ocean",
    ),
    ("Madagascar is in the Pacific Ocean", "Madagascar is in the Indian Ocean"),
    ("Singapore is a province of China", "Singapore is an independent city-state"),
    (
        "Greenland is an independent country",
        "Greenland is an autonomous territory within the Kingdom of Denmark",
    ),
    ("Puerto Rico is a US state", "Puerto Rico is a US territory, not a state"),
    (
        "the US capital is in Washington State",
        "the US capital is Washington, D.C., on the east coast",
    ),
    (
        "most Canadians live in the far north",
        "most Canadians live within a few hundred kilometres of the US border",
    ),
    ("Chile is the widest country in South America", "Chile is long and narrow"),
    ("Mount Fuji is in China", "Mount Fuji is in Japan"),
    ("the Taj Mahal is in Pakistan", "the Taj Mahal is in Agra, India"),
    ("Petra is in Egypt", "Petra is in Jordan"),
    ("Angkor Wat is in Thailand", "Angkor Wat is in Cambodia"),
    ("the Kremlin is in Kyiv", "the Kremlin is in Moscow"),
    (
        "Niagara Falls is in California",
        "Niagara Falls lies on the border between Ontario and New York",
    ),
    (
        "Big Ben is the name of the clock tower in London",
        "Big Ben is the name of the great bell, and the tower is the Elizabeth Tower",
    ),
    ("the Colosseum is in Athens", "the Colosseum is in Rome"),
    ("the Parthenon is in Rome", "the Parthenon is in Athens"),
    (
        "the Leaning Tower of Pisa was built to lean on purpose",
        "the Leaning Tower of Pisa leans because of soft ground under its foundations",
    ),
    (
        "Brazilians speak Spanish as their official language",
        "the official language of Brazil is Portuguese",
    ),
    (
        "Scotland is a sovereign state outside the United Kingdom",
        "Scotland is part of the United Kingdom",
    ),
    # --- math
    (
        "the interior angles of a quadrilateral add up to 180 degrees",
        "the interior angles of a quadrilateral add up to 360 degrees",
    ),
    ("the area of a circle is 2 pi r", "the area of a circle is pi r squared"),
    ("the circumference of a circle is pi r squared", "the circumference of a circle is 2 pi r"),
    ("0 factorial equals 0", "0 factorial equals 1"),
    (
        "any number raised to the power of zero is zero",
        "any nonzero number raised to the power of zero is 1",
    ),
    (
        "the square root of a sum equals the sum of the square roots",
        "the square root of a sum is generally not the sum of the square roots",
    ),
    (
        "the derivative of e to the x is x times e to the x minus 1",
        "the derivative of e to the x is e to the x",
    ),
    (
        "the logarithm of a sum is the sum of the logarithms",
        "the logarithm of a product is the sum of the logarithms",
    ),
    ("Euler's number e is exactly 2.7", "Euler's number e is irrational and about 2.71828"),
    (
        "there are exactly as many real numbers as integers",
        "the real numbers are uncountable and form a larger infinity than the integers",
    ),
    (
        "every polynomial equation has a solution in the real numbers",
        "every non-constant polynomial has a root in the complex numbers, but not always in the reals",
    ),
    ("a square is not a rectangle", "every square is a rectangle"),
    ("the Riemann hypothesis was proven in 1950", "the Riemann hypothesis has not been proven"),
    (
        "the Poincaré conjecture is still unsolved",
        "the Poincaré conjecture was proven by Grigori Perelman in the early 2000s",
    ),
    (
        "the four colour theorem was proven by hand without computers",
        "the four colour theorem was first proven in 1976 with computer assistance",
    ),
    ("51 is a prime number", "51 equals 3 times 17"),
    ("91 is a prime number", "91 equals 7 times 13"),
    ("12 times 12 equals 124", "12 times 12 equals 144"),
    ("15 percent of 200 is 20", "15 percent of 200 is 30"),
    ("half of a third is a fifth", "half of a third is a sixth"),
    (
        "0.1 plus 0.2 is exactly 0.3 in binary floating point",
        "in binary floating point 0.1 plus 0.2 is slightly more than 0.3",
    ),
    (
        "a 50 percent loss followed by a 50 percent gain gets you back to where you started",
        "a 50 percent loss followed by a 50 percent gain leaves you at 75 percent of the original",
    ),
    (
        "the probability that two independent events both happen is the sum of their probabilities",
        "the probability that two independent events both happen is the product of their probabilities",
    ),
    (
        "in a room of 23 people the chance of a shared birthday is tiny",
        "in a room of 23 people the chance that two share a birthday is about 50 percent",
    ),
    (
        "the average of group averages always equals the overall average",
        "an average of group averages equals the overall average only when the groups are the same size",
    ),
    (
        "negative numbers have real square roots",
        "negative numbers have no real square roots, only imaginary ones",
    ),
    ("dividing a number by one half makes it smaller", "dividing a number by one half doubles it"),
    (
        "the median always equals the mean",
        "the median and the mean differ when the data are skewed",
    ),
    (
        "a bigger sample always removes bias from a survey",
        "a bigger sample reduces random error but does not fix a biased sampling method",
    ),
    (
        "the volume of a sphere is 4 pi r squared",
        "the volume of a sphere is four thirds pi r cubed",
    ),
    ("log base 10 of 1000 is 4", "log base 10 of 1000 is 3"),
    (
        "the golden ratio is exactly 1.5",
        "the golden ratio is (1 + square root of 5) / 2, about 1.618",
    ),
    ("matrix multiplication is commutative", "matrix multiplication is generally not commutative"),
    (
        "every bounded sequence of real numbers converges",
        "a bounded sequence need not converge, though it has a convergent subsequence",
    ),
    (
        "the halting problem has been solved by modern computers",
        "Alan Turing proved that the halting problem is undecidable",
    ),
    (
        "Gödel proved that arithmetic is complete and every true statement can be proven",
        "Gödel's incompleteness theorems show that consistent formal systems of arithmetic cannot prove every truth about arithmetic",
    ),
    (
        "a number is divisible by 3 if its last digit is divisible by 3",
        "a number is divisible by 3 if the sum of its digits is divisible by 3",
    ),
    ("the sum 1 + 2 + ... + 100 equals 10,000", "the sum 1 + 2 + ... + 100 equals 5,050"),
    ("2 to the power of 10 is exactly 1,000", "2 to the power of 10 is 1,024"),
    (
        "a triangle drawn on a flat plane can have two right angles",
        "a triangle on a flat plane can have at most one right angle",
    ),
    (
        "the square of any number is larger than the number itself",
        "the square of a number between 0 and 1 is smaller than the number",
    ),
    (
        "a percentage can never exceed 100 percent",
        "percentages above 100 percent are meaningful, for example a 150 percent increase",
    ),
    ("the empty set has one element", "the empty set has no elements"),
    (
        "a function can have two different outputs for the same input",
        "a function assigns exactly one output to each input",
    ),
    (
        "the Fibonacci sequence grows linearly",
        "the Fibonacci sequence grows exponentially, roughly by the golden ratio each step",
    ),
    ("7 times 6 equals 48", "7 times 6 equals 42"),
    (
        "a circle has exactly four lines of symmetry",
        "a circle has infinitely many lines of symmetry",
    ),
    # --- economics & finance
    (
        "GDP measures the total savings of a country's citizens",
        "GDP measures the value of goods and services produced in a period",
    ),
    (
        "trade is always a zero-sum game where one side's gain is the other's loss",
        "voluntary trade can make both parties better off",
    ),
    (
        "deflation is always good for an economy",
        "persistent deflation can depress spending and deepen recessions",
    ),
    (
        "a strong currency always helps a country's exporters",
        "a strong currency makes a country's exports more expensive abroad",
    ),
    (
        "the US dollar can still be exchanged for gold at the Treasury",
        "the US dollar has not been convertible into gold since 1971",
    ),
    (
        "compound interest makes savings grow in a straight line",
        "compound interest makes savings grow exponentially",
    ),
    (
        "a fund's past performance guarantees its future returns",
        "a fund's past performance does not guarantee its future returns",
    ),
    (
        "2 percent inflation means every price rises by exactly 2 percent",
        "2 percent inflation is an average, and individual prices rise or fall by different amounts",
    ),
    (
        "lottery tickets are a good long-term investment",
        "lottery tickets have a negative expected return",
    ),
    (
        "sunk costs should decide whether you continue a project",
        "rational decisions should ignore sunk costs and weigh future costs and benefits",
    ),
    (
        "comparative advantage means a country should only trade if it is absolutely better at making something",
        "comparative advantage means trade can pay off even when one country is better at making everything",
    ),
    (
        "the unemployment rate counts everyone who does not have a job",
        "the unemployment rate counts only people without a job who are looking for work",
    ),
    (
        "the IMF and the World Bank are the same institution",
        "the IMF and the World Bank are separate institutions with different roles",
    ),
    (
        "Bitcoin was created by Elon Musk",
        "Bitcoin was introduced by the pseudonymous Satoshi Nakamoto in 2008",
    ),
    (
        "the New York Stock Exchange is owned by the US government",
        "the New York Stock Exchange is owned by Intercontinental Exchange, a private company",
    ),
    (
        "the Dow Jones index includes every company listed in the United States",
        "the Dow Jones Industrial Average tracks 30 large US companies",
    ),
    (
        "Weimar Germany's hyperinflation happened in the 1950s",
        "Weimar Germany's hyperinflation peaked in 1923",
    ),
    ("the global financial crisis began in 1995", "the global financial crisis peaked in 2008"),
    (
        "a budget deficit and the national debt are the same thing",
        "a deficit is one year's shortfall, while the debt is the accumulated total of borrowing",
    ),
    (
        "stocks and bonds are the same kind of investment",
        "stocks are ownership shares while bonds are loans to the issuer",
    ),
    (
        "banks lend out only the exact deposits they hold in their vaults",
        "commercial banks create new deposits when they make loans",
    ),
    (
        "minimum wage laws exist in every country in the world",
        "some countries have no statutory national minimum wage",
    ),
    # --- technology & computing
    ("a bit is made of eight bytes", "a byte is made of eight bits"),
    (
        "Bill Gates was the first computer programmer",
        "Ada Lovelace is often called the first computer programmer",
    ),
    (
        "Steve Jobs designed and built the Apple I computer by himself",
        "Steve Wozniak designed the Apple I computer",
    ),
    (
        "the first computer bug was a software virus",
        "a moth found in a relay of the Harvard Mark II in 1947 became a famous early computer bug",
    ),
    (
        "more RAM makes your internet connection faster",
        "internet speed depends mainly on the network connection, not on RAM",
    ),
    (
        "a VPN makes you completely anonymous online",
        "a VPN hides traffic from your local network, but the VPN provider can still see it",
    ),
    (
        "Wi-Fi stands for Wireless Fidelity",
        "Wi-Fi is a brand name and not an abbreviation of Wireless Fidelity",
    ),
    (
        "an O(n squared) algorithm is always slower than an O(n log n) algorithm",
        "for small inputs an O(n squared) algorithm can be faster than an O(n log n) one",
    ),
    (
        "the cloud stores data in the sky without physical servers",
        "cloud data is stored on servers in physical data centres",
    ),
    (
        "ordinary email is end-to-end encrypted by default",
        "most email is not end-to-end encrypted by default",
    ),
    (
        "Bluetooth was named after a blue tooth-shaped chip",
        "Bluetooth is named after the Danish king Harald Bluetooth",
    ),
    (
        "the QWERTY keyboard layout was designed to make typing as fast as possible",
        "the QWERTY layout came from early typewriter design, not from maximising typing speed",
    ),
    ("the first iPhone was released in 2001", "the first iPhone was released in 2007"),
    ("Google was founded by Bill Gates", "Google was founded by Larry Page and Sergey Brin"),
    ("Facebook was founded in 1995", "Facebook was founded in 2004"),
    ("ENIAC was built in the 1980s", "ENIAC was completed in 1945"),
    (
        "Unix was written by Microsoft",
        "Unix was developed at Bell Labs by Ken Thompson and Dennis Ritchie",
    ),
    ("Git was created by Google", "Git was created by Linus Torvalds in 2005"),
    (
        "a 64-bit processor is always exactly twice as fast as a 32-bit processor",
        "64-bit processors can address more memory but are not simply twice as fast",
    ),
    (
        "modern LCD monitors need screen savers to prevent burn-in",
        "modern LCD monitors do not need screen savers to prevent burn-in",
    ),
    (
        "open-source software is always less secure than proprietary software",
        "open-source code can be audited publicly, and security depends on maintenance more than on the licence",
    ),
    ("binary numbers use the digits 0 through 9", "binary numbers use only the digits 0 and 1"),
    ("hexadecimal FF equals 256", "hexadecimal FF equals 255"),
    ("standard ASCII defines a thousand characters", "standard ASCII defines 128 characters"),
    (
        "ordinary fridge magnets can wipe a solid-state drive",
        "ordinary magnets do not erase solid-state drives",
    ),
    (
        "emptying the recycle bin makes deleted files impossible to recover",
        "files removed from the recycle bin can often be recovered until their space is overwritten",
    ),
    (
        "computers think in decimal numbers internally",
        "computers represent numbers internally in binary",
    ),
    ("SQL was invented by Google", "SQL was developed at IBM in the 1970s"),
    (
        "the first email was sent in 1995",
        "the first network email was sent in 1971 by Ray Tomlinson",
    ),
    ("C++ was created by Dennis Ritchie", "C++ was created by Bjarne Stroustrup"),
    (
        "the CPU stores all your photos and documents",
        "photos and documents are stored on a drive, while the CPU carries out instructions",
    ),
    (
        "artificial neural networks work exactly like the human brain",
        "artificial neural networks are loosely inspired by the brain but work very differently",
    ),
    # --- history
    ("World War I began in 1939", "World War I began in 1914"),
    (
        "the American Revolutionary War began in 1812",
        "the American Revolutionary War began in 1775",
    ),
    (
        "Napoleon won the Battle of Waterloo",
        "Napoleon was defeated at the Battle of Waterloo in 1815",
    ),
    ("the Titanic sank in 1921", "the Titanic sank in April 1912"),
    (
        "Christopher Columbus was the first European to reach the Americas",
        "Norse explorers such as Leif Erikson reached North America about 500 years before Columbus",
    ),
    (
        "Columbus landed on the mainland of what is now the United States",
        "Columbus's voyages reached the Caribbean and Central and South America, not the mainland United States",
    ),
    (
        "the Great Pyramid of Giza was built by the Romans",
        "the Great Pyramid of Giza was built by the ancient Egyptians around 2560 BC",
    ),
    (
        "Cleopatra lived closer in time to the building of the Great Pyramid than to the Moon landing",
        "Cleopatra lived closer in time to the Moon landing than to the building of the Great Pyramid",
    ),
    ("the Renaissance began in England", "the Renaissance began in Italy"),
    ("Rome was founded in 1000 AD", "Rome was traditionally founded in 753 BC"),
    (
        "Alexander the Great conquered China",
        "Alexander the Great's empire reached as far east as northwestern India",
    ),
    (
        "the Spanish Armada successfully invaded England in 1588",
        "the Spanish Armada failed in its attempt to invade England in 1588",
    ),
    ("the US Constitution was signed in 1776", "the US Constitution was signed in 1787"),
    (
        "the Boston Tea Party was a protest against the high price of tea",
        "the Boston Tea Party protested taxation without representation and the East India Company's tea monopoly",
    ),
    (
        "American and Soviet armies fought large direct battles during the Cold War",
        "the Cold War never escalated into full-scale direct war between the United States and the Soviet Union",
    ),
    ("the Soviet Union was founded in 1945", "the Soviet Union was established in 1922"),
    ("the Soviet Union dissolved in 1975", "the Soviet Union dissolved in December 1991"),
    (
        "Martin Luther King Jr. gave his 'I Have a Dream' speech in 1975",
        "Martin Luther King Jr. gave his 'I Have a Dream' speech in 1963",
    ),
    ("Nelson Mandela was president of Kenya", "Nelson Mandela was president of South Africa"),
    (
        "India gained independence from Britain in 1900",
        "India gained independence from Britain in 1947",
    ),
    (
        "the Hundred Years' War lasted exactly 100 years",
        "the Hundred Years' War lasted 116 years, from 1337 to 1453",
    ),
    ("Joan of Arc was an English soldier", "Joan of Arc was French and fought against the English"),
    ("Henry VIII had four wives", "Henry VIII had six wives"),
    ("Queen Victoria reigned in the sixteenth century", "Queen Victoria reigned from 1837 to 1901"),
    ("Elizabeth I married and had many children", "Elizabeth I never married and had no children"),
    ("the Berlin Wall was built in 1945", "the Berlin Wall was built in 1961"),
    (
        "the atomic bombs in 1945 were dropped on Tokyo and Osaka",
        "the atomic bombs in 1945 were dropped on Hiroshima and Nagasaki",
    ),
    (
        "Pearl Harbor was attacked by Germany",
        "Pearl Harbor was attacked by Japan on 7 December 1941",
    ),
    (
        "the D-Day landings took place in Italy",
        "the D-Day landings took place in Normandy, France, on 6 June 1944",
    ),
    (
        "Winston Churchill was British prime minister throughout World War I",
        "Winston Churchill was British prime minister for most of World War II",
    ),
    (
        "Franklin D. Roosevelt served only one term as president",
        "Franklin D. Roosevelt was elected president four times",
    ),
    (
        "John F. Kennedy was assassinated in New York",
        "John F. Kennedy was assassinated in Dallas in 1963",
    ),
    ("Apollo 11 landed on the Moon in 1959", "Apollo 11 landed on the Moon in July 1969"),
    (
        "Yuri Gagarin walked on the Moon",
        "Yuri Gagarin was the first human in space, orbiting the Earth in 1961",
    ),
    (
        "Sputnik was launched by the United States",
        "Sputnik 1 was launched by the Soviet Union in 1957",
    ),
    (
        "James Watt invented the first steam engine",
        "James Watt greatly improved the steam engine, which earlier engineers such as Newcomen had built",
    ),
    (
        "Marco Polo brought pasta to Italy from China",
        "pasta was eaten in Italy before Marco Polo returned from China",
    ),
    (
        "Nero played the fiddle while Rome burned",
        "the fiddle did not exist in Nero's time, and he was reportedly away from Rome when the fire began",
    ),
    (
        "gladiator fights always ended in death",
        "many gladiator fights did not end in death because trained gladiators were expensive",
    ),
    (
        "people in the Middle Ages rarely lived past 30",
        "medieval life expectancy at birth was low mostly because of child deaths, and many adults lived into their sixties",
    ),
    (
        "chastity belts were commonly used in the Middle Ages",
        "there is little evidence that chastity belts were used in the Middle Ages",
    ),
    (
        "the Iron Maiden was a common medieval torture device",
        "the Iron Maiden is largely an invention of later centuries",
    ),
    (
        "the Pilgrims wore only black clothes and hats with buckles",
        "the Pilgrims often wore coloured clothing, and buckled hats are a later image",
    ),
    (
        "Benjamin Franklin was a US president",
        "Benjamin Franklin was never president of the United States",
    ),
    (
        "the Aztec Empire was conquered by the British",
        "the Aztec Empire was conquered by Spanish forces led by Hernán Cortés",
    ),
    (
        "the Inca Empire was centred in Mexico",
        "the Inca Empire was centred in the Andes of South America",
    ),
    ("Machu Picchu was built by the Aztecs", "Machu Picchu was built by the Inca"),
    (
        "Stonehenge was built by the Romans",
        "Stonehenge was built thousands of years before the Romans reached Britain",
    ),
    (
        "Socrates wrote many books of philosophy",
        "Socrates wrote nothing, and his ideas are known mainly through Plato",
    ),
    ("Aristotle was Plato's teacher", "Plato was Aristotle's teacher"),
    ("Confucius was a Japanese philosopher", "Confucius was a Chinese philosopher"),
    ("the Silk Road was a single paved highway", "the Silk Road was a network of trade routes"),
    (
        "Hannibal crossed the Alps to attack Carthage",
        "Hannibal of Carthage crossed the Alps to invade Italy",
    ),
    (
        "Einstein won the Nobel Prize for his theory of relativity",
        "Einstein won the 1921 Nobel Prize for explaining the photoelectric effect",
    ),
    (
        "Marie Curie won only one Nobel Prize",
        "Marie Curie won Nobel Prizes in both physics and chemistry",
    ),
    (
        "Charles Darwin coined the phrase 'survival of the fittest'",
        "Herbert Spencer coined the phrase 'survival of the fittest'",
    ),
    (
        "Galileo was executed for supporting heliocentrism",
        "Galileo was placed under house arrest, not executed",
    ),
    (
        "Copernicus argued that the Earth is the centre of the universe",
        "Copernicus proposed a model with the Sun at the centre",
    ),
    (
        "Ferdinand Magellan personally completed the first voyage around the world",
        "Magellan died in the Philippines, and Juan Sebastián Elcano completed the circumnavigation",
    ),
    (
        "Vasco da Gama reached India by sailing west across the Atlantic",
        "Vasco da Gama reached India by sailing around the Cape of Good Hope",
    ),
    (
        "Captain Cook was the first person to set foot in Australia",
        "Aboriginal Australians lived in Australia for tens of thousands of years before European explorers arrived",
    ),
    (
        "Amelia Earhart was the first person to fly across the Atlantic",
        "Amelia Earhart was the first woman to fly solo across the Atlantic",
    ),
    (
        "Charles Lindbergh flew solo across the Pacific in 1927",
        "Charles Lindbergh flew solo across the Atlantic in 1927",
    ),
    ("the Hindenburg was a hot-air balloon", "the Hindenburg was a hydrogen-filled airship"),
    (
        "the Rosetta Stone is inscribed in Latin, Greek and English",
        "the Rosetta Stone is inscribed in Egyptian hieroglyphs, Demotic and Ancient Greek",
    ),
    (
        "Tutankhamun was the longest-reigning pharaoh of Egypt",
        "Tutankhamun died young after a reign of only about ten years",
    ),
    (
        "Julius Caesar was born by caesarean section",
        "the caesarean section was probably not named after Julius Caesar's birth, since his mother lived long afterwards",
    ),
    (
        "the 1918 flu pandemic started in Spain",
        "the 1918 flu was called Spanish because Spain's uncensored press reported it, not because it began there",
    ),
    (
        "George Washington was the first president to live in the White House",
        "John Adams was the first president to live in the White House",
    ),
    (
        "Thomas Crapper invented the flush toilet",
        "flushing toilets existed before Thomas Crapper, who popularised them",
    ),
    (
        "fortune cookies are a traditional Chinese food",
        "fortune cookies were popularised in the United States, likely by Japanese immigrants",
    ),
    ("Walt Disney was cryogenically frozen", "Walt Disney was cremated"),
    (
        "Coca-Cola invented Santa Claus's red suit",
        "Santa Claus was shown in red before Coca-Cola's 1930s advertisements",
    ),
    (
        "the Hollywood sign has always read 'Hollywood'",
        "the Hollywood sign originally read 'Hollywoodland'",
    ),
    (
        "the Ottoman Empire ended in the 1700s",
        "the Ottoman Empire was dissolved after World War I, in 1922",
    ),
    ("Catherine the Great ruled Spain", "Catherine the Great was Empress of Russia"),
    # --- language, literature & art
    (
        "George Orwell wrote 'Brave New World'",
        "Aldous Huxley wrote 'Brave New World', and George Orwell wrote 'Nineteen Eighty-Four'",
    ),
    ("Mark Twain wrote 'The Great Gatsby'", "F. Scott Fitzgerald wrote 'The Great Gatsby'"),
    ("Leo Tolstoy wrote 'Crime and Punishment'", "Fyodor Dostoevsky wrote 'Crime and Punishment'"),
    (
        "Homer wrote 'The Aeneid'",
        "Virgil wrote 'The Aeneid', while Homer is credited with the Iliad and the Odyssey",
    ),
    ("Dante wrote 'The Canterbury Tales'", "Geoffrey Chaucer wrote 'The Canterbury Tales'"),
    (
        "J.R.R. Tolkien wrote 'The Chronicles of Narnia'",
        "C.S. Lewis wrote 'The Chronicles of Narnia'",
    ),
    ("Edgar Allan Poe wrote 'Dracula'", "Bram Stoker wrote 'Dracula'"),
    ("Victor Hugo wrote 'The Three Musketeers'", "Alexandre Dumas wrote 'The Three Musketeers'"),
    (
        "Gandhi wrote the exact words 'Be the change you wish to see in the world'",
        "the line 'Be the change you wish to see in the world' is a paraphrase not found in Gandhi's writings",
    ),
    (
        "Einstein defined insanity as doing the same thing over and over and expecting different results",
        "there is no evidence Einstein said the popular line about insanity",
    ),
    (
        "Voltaire wrote 'I disapprove of what you say, but I will defend to the death your right to say it'",
        "that line was written by Evelyn Beatrice Hall to summarise Voltaire's views",
    ),
    (
        "Humphrey Bogart says 'Play it again, Sam' in Casablanca",
        "in Casablanca the line is 'Play it, Sam'",
    ),
    ("Darth Vader says 'Luke, I am your father'", "Darth Vader says 'No, I am your father'"),
    (
        "Captain Kirk says 'Beam me up, Scotty' in the original Star Trek series",
        "the exact phrase 'Beam me up, Scotty' was never said in the original Star Trek series",
    ),
    (
        "Machiavelli wrote 'the ends justify the means' in The Prince",
        "'the ends justify the means' is a paraphrase and not a line in The Prince",
    ),
    ("Shakespeare wrote in Old English", "Shakespeare wrote in Early Modern English"),
    (
        "Juliet's line 'Wherefore art thou Romeo' asks where Romeo is",
        "Juliet's line 'Wherefore art thou Romeo' asks why he has to be Romeo",
    ),
    ("Beowulf is written in Middle English", "Beowulf is written in Old English"),
    ("Pinocchio was written by the Brothers Grimm", "Pinocchio was written by Carlo Collodi"),
    ("Hans Christian Andersen was German", "Hans Christian Andersen was Danish"),
    (
        "Chinese is written with an alphabet of 26 letters",
        "Chinese is written with thousands of characters rather than an alphabet",
    ),
    (
        "Spanish has more native speakers than any other language",
        "Mandarin Chinese has more native speakers than any other language",
    ),
    (
        "Hindi is the only official language of India's central government",
        "India's central government uses Hindi and English, and the constitution lists 22 scheduled languages",
    ),
    ("J is the most common letter in English", "E is the most common letter in English"),
    (
        "English is a Romance language descended from Latin",
        "English is a Germanic language with much vocabulary borrowed from Latin and French",
    ),
    (
        "'The Starry Night' was painted by Claude Monet",
        "'The Starry Night' was painted by Vincent van Gogh",
    ),
    ("'The Scream' was painted by Salvador Dalí", "'The Scream' was painted by Edvard Munch"),
    (
        "Raphael painted the Sistine Chapel ceiling",
        "Michelangelo painted the Sistine Chapel ceiling",
    ),
    (
        "Michelangelo painted the Sistine ceiling lying flat on his back",
        "Michelangelo painted the Sistine ceiling standing on scaffolding",
    ),
    ("Tchaikovsky composed 'The Four Seasons'", "Antonio Vivaldi composed 'The Four Seasons'"),
    (
        "'The Odyssey' tells the story of the fall of Rome",
        "'The Odyssey' tells of Odysseus's long journey home after the Trojan War",
    ),
    (
        "'Don Quixote' was written in French",
        "'Don Quixote' was written in Spanish by Miguel de Cervantes",
    ),
    ("the 'Iliad' was written by Virgil", "the 'Iliad' is attributed to Homer"),
    ("'War and Peace' was written by Anton Chekhov", "'War and Peace' was written by Leo Tolstoy"),
    (
        "'One Hundred Years of Solitude' was written by Pablo Neruda",
        "'One Hundred Years of Solitude' was written by Gabriel García Márquez",
    ),
    (
        "the word 'robot' was coined by Isaac Asimov",
        "the word 'robot' comes from Karel Čapek's 1920 play R.U.R.",
    ),
    (
        "the Brothers Grimm wrote 'The Little Mermaid'",
        "Hans Christian Andersen wrote 'The Little Mermaid'",
    ),
    (
        "'Alice's Adventures in Wonderland' was written by Roald Dahl",
        "'Alice's Adventures in Wonderland' was written by Lewis Carroll",
    ),
    (
        "Leonardo da Vinci painted 'The Last Supper' on canvas",
        "Leonardo's 'The Last Supper' is a mural painted on a wall in Milan",
    ),
    # --- law
    (
        "undercover police must admit they are police if you ask them",
        "undercover police officers are not required to reveal they are police when asked",
    ),
    (
        "you must wait 24 hours before reporting a missing person",
        "you can report a missing person to the police straight away",
    ),
    (
        "a criminal case is automatically thrown out if the police did not read you your rights",
        "failing to give Miranda warnings mainly makes some statements inadmissible rather than ending the whole case",
    ),
    (
        "finders keepers is the law for any lost property",
        "in many places a finder must make reasonable efforts to return lost property",
    ),
    (
        "being drunk is a complete defence to any crime",
        "voluntary intoxication is generally not a defence to most crimes",
    ),
    (
        "living together for seven years automatically creates a common-law marriage everywhere",
        "in most places living together does not create a common-law marriage, and there is no seven-year rule",
    ),
    (
        "in a criminal trial the accused must prove their innocence",
        "in a criminal trial the prosecution must prove guilt beyond a reasonable doubt",
    ),
    (
        "a landlord may enter a rented home at any time without notice",
        "most jurisdictions require landlords to give tenants notice before entering, except in emergencies",
    ),
    (
        "double jeopardy lets prosecutors retry someone for the same crime after an acquittal whenever new evidence appears",
        "double jeopardy protections generally bar retrying a person for the same offence after an acquittal",
    ),
    (
        "driving barefoot is illegal in every US state",
        "driving barefoot is not illegal in any US state",
    ),
    (
        "a will is only valid if a lawyer writes it",
        "a will can be valid without a lawyer if it meets the formal requirements of the jurisdiction",
    ),
    (
        "if you die without a will the government takes everything you own",
        "if you die without a will, intestacy laws usually pass your estate to close relatives",
    ),
    (
        "entrapment applies whenever the police use an undercover officer",
        "entrapment requires officers to induce a crime the person was not already predisposed to commit",
    ),
    (
        "a police officer's failure to show a badge makes an arrest automatically illegal",
        "an arrest is not automatically illegal just because an officer did not show a badge",
    ),
    (
        "a minor can never be tried as an adult",
        "in some jurisdictions serious cases allow minors to be tried as adults",
    ),
    (
        "a signed contract can always be cancelled within three days for any reason",
        "a cooling-off period applies only to certain kinds of contracts, such as some door-to-door sales",
    ),
    (
        "jury verdicts in US federal criminal trials need only a simple majority",
        "US federal criminal jury verdicts must be unanimous",
    ),
]
