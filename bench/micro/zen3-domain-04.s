# CPU: znver3
# MEASURED: 6.04
# addss then pshufd of its result in a loop-carried chain (SSE, xmm): 6.04, three, one and the round trip between the domains, as on ymm (paddd and addps 6.01, vpaddd and vmulps xmm 6.00, shufps and addps 5.99); znver3 4.00 before the domain rows
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	addss %xmm4, %xmm3
	pshufd $0, %xmm3, %xmm3
