from enum import StrEnum

class BadassForceMatchOptionsLeftOut(StrEnum):
    BIG_MAMA_BAZOOKA = "big-mama-bazooka"
    DOC_STITCHES = "doc-stitches"
    DUKE_CARTRIDGE = "duke-cartridge"
    IRON_MIKE_BULWARK = "iron-mike-bulwark"
    RANDOM = "random"
    REX_KICKWELL = "rex-kickwell"
    SGT_HANK_PAYNE = "sgt-hank-payne"
    SHADOW_KAGE = "shadow-kage"
    TEX_OVERDRIVE = "tex-overdrive"

    def __str__(self) -> str:
        return str(self.value)
