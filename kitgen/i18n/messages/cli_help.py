"""``kitgen --help`` and every command's ``--help``, in both languages: (english, french).

``help.COMMAND`` is a command's help (laid out like a docstring: Click's ``\\b`` keeps a
paragraph's line breaks), ``help.COMMAND.PARAM`` an option's, ``help.option.PARAM`` the
help of an option several commands share. ``kitgen.cli.translate_help`` sets them on
the commands once the language is known.
"""

from __future__ import annotations

LANGUAGE_ORDER = (
    "--lang (before or after the command), else a battle file's `language:` for what "
    "concerns that file, else the locale (LC_ALL, LC_MESSAGES, LANG: fr_FR.UTF-8 is "
    "French), else English.",
    "--lang (avant ou après la commande), sinon le `language:` du fichier de bataille pour "
    "ce qui concerne ce fichier, sinon la langue du système (LC_ALL, LC_MESSAGES, LANG : "
    "fr_FR.UTF-8 est le français), sinon l'anglais.",
)

HELP: dict[str, tuple[str, str]] = {
    "help.main": (
        """Turn a YAML battle file into a printable mass-battle kit (PDF).

        \b
        Start from an example (`kitgen examples --copy` writes them into armies/), then:
          kitgen check armies/auld-alliance.yaml           validate, print the numbers
          kitgen build armies/auld-alliance.yaml           write output/<battle>.pdf
          kitgen compute armies/auld-alliance.yaml --json  the numbers, for other tools

        Errors point at FILE:LINE:COLUMN; `kitgen rulings W5` explains a ruling they
        cite, `kitgen docs` lists the documentation, `kitgen doctor` checks this machine.
        Exit codes: 0 ok, 1 bad battle file, 2 bad usage, 69 a system library missing, 70
        a bug in kitgen, 141 the reader of the output went away.

        kitgen speaks English or French: """
        + LANGUAGE_ORDER[0],
        """Transforme un fichier de bataille YAML en kit de bataille de masse à imprimer (PDF).

        \b
        Partez d'un exemple (`kitgen examples --copy` les écrit dans armies/), puis :
          kitgen check armies/auld-alliance.yaml           vérifier, afficher les nombres
          kitgen build armies/auld-alliance.yaml           écrire output/<bataille>.pdf
          kitgen compute armies/auld-alliance.yaml --json  les nombres, pour d'autres outils

        Les erreurs indiquent FICHIER:LIGNE:COLONNE ; `kitgen rulings W5` explique un
        arbitrage qu'elles citent, `kitgen docs` liste la documentation, `kitgen doctor`
        vérifie cette machine. Codes de sortie : 0 tout va bien, 1 fichier de bataille
        incorrect, 2 commande mal écrite, 69 une bibliothèque système manque, 70 un bogue
        de kitgen, 141 le lecteur de la sortie est parti.

        kitgen parle français ou anglais : """
        + LANGUAGE_ORDER[1],
    ),
    "help.main.version": ("Show the version and exit.", "Afficher la version et quitter."),
    "help.main.lang": (
        "The language kitgen speaks, and of the kits it makes [default: a battle file's "
        "`language:`, else the locale's, else en].",
        "La langue que parle kitgen, et celle des kits qu'il produit [par défaut : le "
        "`language:` du fichier de bataille, sinon celle du système, sinon en].",
    ),
    # options several commands share
    "help.option.lang": (
        "Language of the kit and messages [default: the file's `language:`, else the "
        "locale's, else en].",
        "Langue du kit et des messages [par défaut : le `language:` du fichier, sinon celle "
        "du système, sinon en].",
    ),
    "help.option.reader_lang": (
        "Language of the messages [default: the locale's, else en].",
        "Langue des messages [par défaut : celle du système, sinon en].",
    ),
    "help.option.strict": (
        "Treat warnings (rules the GM may bend) as errors.",
        "Traiter les avertissements (règles que le MJ peut assouplir) comme des erreurs.",
    ),
    "help.option.output_dir": (
        "Folder the PDFs go to (created if missing).",
        "Dossier où écrire les PDF (créé s'il n'existe pas).",
    ),
    "help.option.paper": (
        "Paper size [default: the file's `print: paper:`, else A4 for a French kit, US "
        "Letter for an English one].",
        "Format du papier [par défaut : le `print: paper:` du fichier, sinon A4 pour un kit "
        "en français, US Letter pour un kit en anglais].",
    ),
    "help.option.duplex": (
        "Print card backs behind their fronts, for a printer flipping on the long or the "
        "short edge [default: the file's `print: duplex:`, else off].",
        "Imprimer le dos des cartes derrière leur recto, pour une imprimante qui retourne la "
        "feuille par le bord long ou le bord court [par défaut : le `print: duplex:` du "
        "fichier, sinon off].",
    ),
    # check
    "help.check": (
        """Validate battle files and print what the kit will say.

        Every problem is reported as FILE:LINE:COLUMN: message. Exit code 1 if a file has
        errors (or warnings, with --strict).""",
        """Vérifie des fichiers de bataille et affiche ce que dira le kit.

        Chaque problème est signalé sous la forme FICHIER:LIGNE:COLONNE : message. Code de
        sortie 1 si un fichier a des erreurs (ou des avertissements, avec --strict).""",
    ),
    # compute
    "help.compute": (
        """Print every computed value of one battle as JSON, for other tools.

        \b
          kitgen compute armies/auld-alliance.yaml > auld-alliance.json
        `kitgen examples --copy` writes the examples into armies/. The document's keys are a
        stable contract (`kitgen docs compute-json`). Warnings go to standard error, so the
        output stays valid JSON.""",
        """Affiche en JSON toutes les valeurs calculées d'une bataille, pour d'autres outils.

        \b
          kitgen compute armies/auld-alliance.yaml > auld-alliance.json
        `kitgen examples --copy` écrit les exemples dans armies/. Les clés du document sont un
        contrat stable (`kitgen docs compute-json`). Les avertissements vont sur la sortie
        d'erreur, pour que la sortie reste du JSON valide.""",
    ),
    "help.compute.as_json": (
        "Print JSON (the only format, and the default; the flag is kept for scripts that "
        "give it).",
        "Afficher du JSON (le seul format, et celui par défaut ; l'option reste pour les "
        "scripts qui la donnent).",
    ),
    # build
    "help.build": (
        """Build the printable kit of each battle file: OUTPUT/<battle-name>.pdf.

        A kit holds a page for the game master (armies, warnings, notes), what its rule
        system prints for the table (witcher: battle cards and phase tables; bloodlust:
        unit sheets and character cards; jdrwiki: army sheets, odds against each enemy,
        hero and zone cards; promiterra: map, cell cards and troop sheets; fate: unit,
        commander and zone cards) and a quick reference of the rules.

        \b
        Cards are laid as many to a sheet as fit, with crop marks running to the sheet's
        edge. Their sizes (poker, tarot, a6, a5 or page) are set per kind under `print:
        cards:` in the battle file (`kitgen docs printing`). With --duplex, every card's back is
        printed behind it; print `kitgen calibrate` once to measure your printer's offset.

        A card whose text does not fit is a warning naming its line (an error with
        --strict). The same file always gives the same bytes. If anything goes wrong, the
        previous PDF is left untouched. A kit in another language than its battle file's
        is named <battle-name>-LANG.pdf; two battle files whose kits would get the same
        name are an error, before anything is written.

        \b
        FILES may be folders: every *.yaml under them is built, -j N at once.
          kitgen build armies/               one worker per processor
          kitgen build armies/ -j 1          one at a time (less memory)
        `kitgen examples --copy` writes the examples into armies/. A kit whose battle file,
        options and kitgen are unchanged since it was made is not built again (OUTPUT/.kitgen-
        cache.json); --force builds it anyway.""",
        """Produit le kit à imprimer de chaque fichier de bataille : OUTPUT/<nom-de-bataille>.pdf.

        Un kit contient une page pour le meneur de jeu (armées, avertissements, notes), ce
        que son système de règles imprime pour la table (witcher : cartes de bataille et
        tables de phase ; bloodlust : fiches d'unité et cartes de personnage ; jdrwiki :
        fiches d'armée, chances contre chaque ennemi, cartes de héros et de zone ;
        promiterra : carte, cartes de case et fiches de troupe ; fate : cartes d'unité, de
        commandant et de zone) et un aide-mémoire des règles.

        \b
        Les cartes sont posées autant que la feuille en contient, avec des traits de
        coupe jusqu'au bord de la feuille. Leur format (poker, tarot, a6, a5 ou page) se
        règle par type sous `print: cards:` dans le fichier de bataille
        (`kitgen docs printing`). Avec --duplex, le dos de chaque carte est imprimé derrière
        elle ; imprimez `kitgen calibrate` une fois pour mesurer le décalage de votre
        imprimante.

        Une carte dont le texte déborde donne un avertissement qui cite sa ligne (une
        erreur avec --strict). Le même fichier donne toujours les mêmes octets. Si quoi
        que ce soit échoue, le PDF précédent reste intact. Un kit dans une autre langue
        que celle de son fichier de bataille s'appelle <nom-de-bataille>-LANG.pdf ; deux
        fichiers de bataille dont les kits porteraient le même nom sont une erreur,
        signalée avant que rien ne soit écrit.

        \b
        FILES peut désigner des dossiers : chaque *.yaml qu'ils contiennent est produit,
        -j N à la fois.
          kitgen build armies/               un processus par processeur
          kitgen build armies/ -j 1          un à la fois (moins de mémoire)
        `kitgen examples --copy` écrit les exemples dans armies/. Un kit dont le fichier de
        bataille, les options et kitgen n'ont pas changé depuis sa création n'est pas refait
        (OUTPUT/.kitgen-cache.json) ; --force le refait quand même.""",
    ),
    "help.build.audience": (
        "gm: everything. players: a handout without secret troops, hidden units and "
        "aspects, notes, warnings, breakdowns or odds (written as <battle>-players.pdf).",
        "gm : tout. players : un document à distribuer, sans troupes secrètes, unités et "
        "aspects cachés, notes, avertissements, détails des calculs ni chances (écrit sous "
        "le nom <bataille>-players.pdf).",
    ),
    "help.build.bleed": (
        "Bleed around each card, in mm (0 to 5) [default: the file's `print: bleed:`, else 0].",
        "Fond perdu autour de chaque carte, en mm (0 à 5) [par défaut : le `print: bleed:` "
        "du fichier, sinon 0].",
    ),
    "help.build.pdf_variant": (
        "Archival (PDF/A) or accessible, tagged (PDF/UA) PDF.",
        "PDF d'archivage (PDF/A) ou accessible, balisé (PDF/UA).",
    ),
    "help.build.time_limit": (
        "Stop laying out a kit that takes longer (0: no limit).",
        "Arrêter la mise en page d'un kit qui prend plus longtemps (0 : sans limite).",
    ),
    "help.build.memory_limit": (
        "Stop laying out a kit that needs more memory (0: no limit).",
        "Arrêter la mise en page d'un kit qui demande plus de mémoire (0 : sans limite).",
    ),
    "help.build.jobs": (
        "Build N kits at once [default: one per processor, at most 8].",
        "Produire N kits à la fois [par défaut : un par processeur, 8 au plus].",
    ),
    "help.build.force": (
        "Rebuild every kit, even those already up to date.",
        "Refaire chaque kit, même ceux qui sont déjà à jour.",
    ),
    "help.build.font_subsetter": (
        "How the embedded fonts are cut down to the letters a kit uses: harfbuzz (installed "
        "with kitgen, fast) or fonttools (slower; other bytes, the same pages). auto is the "
        "old name of harfbuzz.",
        "Comment réduire les polices incorporées aux lettres d'un kit : harfbuzz (installé "
        "avec kitgen, rapide) ou fonttools (plus lent ; d'autres octets, les mêmes pages). "
        "auto est l'ancien nom de harfbuzz.",
    ),
    "help.build.verbose": (
        "Also say how this machine renders (kitgen doctor).",
        "Dire aussi comment cette machine fait la mise en page (kitgen doctor).",
    ),
    # watch
    "help.watch": (
        """Rebuild each battle file's kit every time you save it. Ctrl-C stops.

        \b
          kitgen watch armies/siege-de-corbelin.yaml
        `kitgen examples --copy` writes the examples into armies/. Keep the PDF open in a
        viewer that reloads on change. An error is printed with its FILE:LINE:COLUMN and the
        last good PDF stays as it was, so the table never loses the kit. Folders are watched for
        the battle files they hold when watching starts. The first kit takes as long as kitgen
        build; after a save, only the pages whose content changed are laid out again.""",
        """Refait le kit de chaque fichier de bataille à chaque enregistrement. Ctrl-C arrête.

        \b
          kitgen watch armies/siege-de-corbelin.yaml
        `kitgen examples --copy` écrit les exemples dans armies/. Gardez le PDF ouvert dans
        une visionneuse qui le recharge quand il change. Une erreur est affichée avec son
        FICHIER:LIGNE:COLONNE et le dernier PDF valide reste tel quel : la table ne perd jamais
        son kit. Un dossier est surveillé pour les fichiers de bataille qu'il contient au début
        de la surveillance. Le premier kit prend autant de temps qu'avec kitgen build ; après un
        enregistrement, seules les pages dont le contenu a changé sont remises en page.""",
    ),
    "help.watch.interval": (
        "How often to look for changes.",
        "Intervalle entre deux recherches de modifications.",
    ),
    "help.watch.time_limit": (
        "Stop laying out a kit that takes longer, at each save (0: no limit).",
        "Arrêter la mise en page d'un kit qui prend plus longtemps, à chaque "
        "enregistrement (0 : sans limite).",
    ),
    "help.watch.memory_limit": (
        "Stop laying out a kit that needs more memory than this on top of what the "
        "watch keeps, at each save (0: no limit).",
        "Arrêter la mise en page d'un kit qui demande plus de mémoire que cela en plus "
        "de ce que la surveillance garde, à chaque enregistrement (0 : sans limite).",
    ),
    # calibrate
    "help.calibrate": (
        """Write a two-sided sheet that measures how far your printer shifts the backs.

        \b
        Print it double-sided (the same --duplex flip you will use for cards), hold it
        against a light, and read where the front's cross falls on the back's rulers.
        Write the two readings in the battle file:
          print:
            back_offset: {{x: 1.5, y: -0.5}}
        Writes OUTPUT/calibration-PAPER-FLIP.pdf.""",
        """Écrit une feuille recto verso qui mesure de combien votre imprimante décale les dos.

        \b
        Imprimez-la en recto verso (avec le même retournement --duplex que pour les
        cartes), tenez-la devant une lumière et lisez où la croix du recto tombe sur les
        règles du verso. Notez les deux lectures dans le fichier de bataille :
          print:
            back_offset: {{x: 1.5, y: -0.5}}
        Écrit OUTPUT/calibration-PAPIER-RETOURNEMENT.pdf.""",
    ),
    "help.calibrate.lang": (
        "Language of the sheet [default: the locale's, else en].",
        "Langue de la feuille [par défaut : celle du système, sinon en].",
    ),
    # odds
    "help.odds": (
        """Print the exact chances and expected results the kit prints, in the terminal.

        \b
        witcher     each phase, the battle, its length, casualties (no crucial moment
                    unless the file lists them under `crucial_moments:`)
        bloodlust   initiative, and the casualties of every attacker on every enemy unit
        jdrwiki     each action's d20 roll and chance against each enemy, and the damage
                    of every kind of hit
        promiterra  each troop's loyalty and the losses it inflicts on every enemy troop
        fate        each unit skill's chance to meet every difficulty from -2 to +8

        Nothing is simulated: every number is worked out exactly.""",
        """Affiche dans le terminal les chances exactes et les résultats attendus du kit.

        \b
        witcher     chaque phase, la bataille, sa durée, les pertes (pas de moment
                    crucial sauf si le fichier en liste sous `crucial_moments:`)
        bloodlust   l'initiative, et les pertes de chaque attaquant sur chaque unité ennemie
        jdrwiki     le jet de d20 et la chance de chaque action contre chaque ennemi, et
                    les dégâts de chaque sorte de coup
        promiterra  la loyauté de chaque troupe et les pertes qu'elle inflige à chaque
                    troupe ennemie
        fate        la chance de chaque compétence d'unité d'atteindre chaque difficulté
                    de -2 à +8

        Rien n'est simulé : chaque nombre est calculé exactement.""",
    ),
    # what-if
    "help.what-if": (
        """The Witcher "what if" table, on its own page: the chance to win a phase.

        Down the side, a commander's base minus the SD it rolls against (-10 to +10);
        across, each success threshold (SR 5 to 25). Writes OUTPUT/what-if-LANG.pdf.""",
        """La table « et si » de The Witcher, sur sa propre page : la chance de gagner une phase.

        En lignes, la base d'un commandant moins le SD contre lequel il lance (-10 à +10) ;
        en colonnes, chaque seuil de réussite (SR 5 à 25). Écrit OUTPUT/what-if-LANG.pdf.""",
    ),
    "help.what-if.lang": (
        "Language of the table [default: the locale's, else en].",
        "Langue de la table [par défaut : celle du système, sinon en].",
    ),
    "help.what-if.as_text": (
        "Print the table instead of a PDF.",
        "Afficher la table au lieu d'écrire un PDF.",
    ),
    # schema
    "help.schema": (
        """Print the JSON Schema of a SYSTEM battle file.

        Editors with YAML support (VS Code's YAML extension, Neovim or Helix with
        yaml-language-server) use it to complete keys and words, show each key's help and
        underline mistakes as you type. A battle file points at it with its first line:

        \b
          # yaml-language-server: $schema=schemas/fate.schema.json

        `kitgen new` writes both. The schema comes from the same definitions the loader
        checks files with.""",
        """Affiche le JSON Schema d'un fichier de bataille du système SYSTEM.

        Les éditeurs qui connaissent YAML (l'extension YAML de VS Code, Neovim ou Helix
        avec yaml-language-server) s'en servent pour compléter les clés et les mots,
        montrer l'aide de chaque clé et souligner les erreurs pendant la frappe. Un
        fichier de bataille le désigne par sa première ligne :

        \b
          # yaml-language-server: $schema=schemas/fate.schema.json

        `kitgen new` écrit les deux. Le schéma vient des mêmes définitions que celles avec
        lesquelles kitgen vérifie les fichiers.""",
    ),
    "help.schema.target": (
        "Write the schema to this file instead of printing it.",
        "Écrire le schéma dans ce fichier au lieu de l'afficher.",
    ),
    "help.schema.lang": (
        "Language of the schema's descriptions and of messages [default: the locale's, else en].",
        "Langue des descriptions du schéma et des messages [par défaut : celle du système, "
        "sinon en].",
    ),
    # new
    "help.new": (
        """Start a battle file for SYSTEM: NAME.yaml, ready to edit.

        \b
        Every key the system knows is in it, explained in a comment; the optional ones are
        commented out. The file is valid as written and builds as written:
          kitgen new fate siege          writes siege.yaml and schemas/fate.schema.json
          kitgen build siege.yaml
        The schema next to it gives editors with YAML support completion and red
        underlines (see `kitgen schema --help`). NAME defaults to `SYSTEM-battle`; a folder
        as NAME (`.`, `battles/`) gets `SYSTEM-battle.yaml` inside it.

        \b
        Its comments and names are in your language: --lang fr or --lang en, else the
        locale's (LC_ALL, LC_MESSAGES, LANG: fr_FR.UTF-8 is French), else English.""",
        """Commence un fichier de bataille pour SYSTEM : NAME.yaml, prêt à modifier.

        \b
        Il contient chaque clé que connaît le système, expliquée en commentaire ; les
        clés facultatives sont en commentaire. Le fichier est valide et se construit tel
        qu'il est écrit :
          kitgen new fate siege          écrit siege.yaml et schemas/fate.schema.json
          kitgen build siege.yaml
        Le schéma écrit à côté donne aux éditeurs qui connaissent YAML la complétion et
        le soulignement des erreurs (voir `kitgen schema --help`). NAME vaut par défaut
        `SYSTEM-battle` ; un dossier donné comme NAME (`.`, `batailles/`) reçoit
        `SYSTEM-battle.yaml`.

        \b
        Ses commentaires et ses noms sont dans votre langue : --lang fr ou --lang en,
        sinon celle du système (LC_ALL, LC_MESSAGES, LANG : fr_FR.UTF-8 est le
        français), sinon l'anglais.""",
    ),
    "help.new.force": (
        "Overwrite a battle file that already exists.",
        "Remplacer un fichier de bataille qui existe déjà.",
    ),
    "help.new.lang": (
        "Language of the file's comments and names [default: the locale's, else en].",
        "Langue des commentaires et des noms du fichier [par défaut : celle du système, "
        "sinon en].",
    ),
    # doctor
    "help.doctor": (
        """Check that this machine can build kits, and say what it could do better.

        \b
        Looks at Python, WeasyPrint and the system library it loads (Pango), the
        HarfBuzz that subsets the fonts, whether PDFs are laid out with time and
        memory limits here, and lays out a test page. Exit code 0 when kits can be
        built, 1 when something required is missing (with how to install it).""",
        """Vérifie que cette machine peut produire des kits, et dit ce qu'elle ferait mieux.

        \b
        Examine Python, WeasyPrint et la bibliothèque système qu'il charge (Pango), le
        HarfBuzz qui réduit les polices, si les PDF sont mis en page ici avec des
        limites de temps et de mémoire, et met en page une page d'essai. Code de
        sortie 0 quand les kits peuvent être produits, 1 quand il manque quelque chose
        d'indispensable (avec la façon de l'installer).""",
    ),
    # docs
    "help.docs": (
        """Read kitgen's documentation: the list of pages, or one PAGE.

        \b
          kitgen docs              the pages, and the folder that holds them
          kitgen docs fate         the Fate battle file, key by key, and its kit
          kitgen docs printing     paper, card sizes, duplex, the players' copy
        The pages are Markdown, shipped with kitgen; on a terminal they open in a pager.""",
        """Lit la documentation de kitgen : la liste des pages, ou une PAGE.

        \b
          kitgen docs              les pages, et le dossier qui les contient
          kitgen docs fate         le fichier de bataille Fate, clé par clé, et son kit
          kitgen docs printing     papier, formats de carte, recto verso, copie des joueurs
        Les pages sont en Markdown, livrées avec kitgen ; dans un terminal, elles
        s'ouvrent dans un visualiseur page par page. Elles sont en anglais, sauf
        docs/fr/.""",
    ),
    "help.examples": (
        """The example battles that come with kitgen: the list, one NAME, or a copy.

        \b
          kitgen examples                        the list: name, rule system, language
          kitgen examples auld-alliance          print that battle file
          kitgen examples --copy                 write them here, in armies/
          kitgen examples brenna --copy -o mine  write mine/armies/brenna.yaml
        A copy of them all also writes docs/examples/, the files the documentation's
        commands read: from that folder, every command `kitgen docs` shows runs as written.
        A file already there that is not the example is kept, unless --force.""",
        """Les batailles d'exemple livrées avec kitgen : la liste, un NAME, ou une copie.

        \b
          kitgen examples                        la liste : nom, système, langue
          kitgen examples auld-alliance          afficher ce fichier de bataille
          kitgen examples --copy                 les écrire ici, dans armies/
          kitgen examples brenna --copy -o mes   écrire mes/armies/brenna.yaml
        Une copie de tous écrit aussi docs/examples/, les fichiers que lisent les
        commandes de la documentation : depuis ce dossier, chaque commande que montre
        `kitgen docs` s'exécute telle quelle. Un fichier déjà présent qui n'est pas
        l'exemple est gardé, sauf avec --force.""",
    ),
    "help.examples.copy": (
        "Write the example (all of them when no NAME is given) into the -o folder, at the "
        "paths the documentation uses (armies/NAME.yaml).",
        "Écrire l'exemple (tous quand aucun NAME n'est donné) dans le dossier de -o, aux "
        "chemins qu'utilise la documentation (armies/NAME.yaml).",
    ),
    "help.examples.folder": (
        "Folder --copy writes into (created if missing) [default: this folder].",
        "Dossier où --copy écrit (créé s'il n'existe pas) [par défaut : ce dossier].",
    ),
    "help.examples.force": (
        "Replace files already there that are not the examples.",
        "Remplacer les fichiers déjà présents qui ne sont pas les exemples.",
    ),
    # rulings
    "help.rulings": (
        """Explain the rulings messages cite: how kitgen reads the rules where they leave room.

        \b
          kitgen rulings           every ruling's id and title, by rule system
          kitgen rulings W5 N2     what those two say, and how to override them
        A warning such as "... (ruling W5)" names one. W, B, J, P and F rulings settle what
        the rulebooks leave open; K, L, M, N and O are kitgen's own readings.""",
        """Explique les arbitrages cités par les messages : comment kitgen lit les règles ouvertes.

        \b
          kitgen rulings           l'identifiant et le titre de chaque arbitrage, par système
          kitgen rulings W5 N2     ce que disent ces deux-là, et comment passer outre
        Un avertissement tel que « … (arbitrage W5) » en cite un. Les arbitrages W, B, J,
        P et F tranchent ce que les livres de règles laissent ouvert ; K, L, M, N et O
        sont les lectures propres à kitgen.""",
    ),
    # systems
    "help.systems": (
        "List the rule systems a battle file can name in `system:`.",
        "Liste les systèmes de règles qu'un fichier de bataille peut nommer dans `system:`.",
    ),
}
