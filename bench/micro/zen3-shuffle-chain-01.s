# CPU: znver3
# MEASURED: 4.00
# four vshufpd ymm in a chain: 4.00-4.03, one cycle each (vshufps, vunpcklpd, vunpckhps, vmovshdup, vmovsldup, vpermilps, vpermilpd, vblendps ymm the same, through either source); znver3 12.00, the three cycles of uops.info's Zen 3 table for these ymm forms
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vshufpd $1, %ymm4, %ymm3, %ymm3
	vshufpd $1, %ymm4, %ymm3, %ymm3
	vshufpd $1, %ymm4, %ymm3, %ymm3
	vshufpd $1, %ymm4, %ymm3, %ymm3
