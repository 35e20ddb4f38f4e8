# Emerald Rapids: vpsadbw feeding a vpaddd chain, 1.59 cycles per
# iteration as 50 copies with the loop's increment and compare, 1.54 as
# a loop with a dec/jnz, measured on the Emerald Rapids host in a
# program of its own (fastest of 30 runs against an imul chain; a vpxor
# or vpaddq chain alike).  gcc-mca-measure's runs of such bodies settle
# at 1.00 or at 1.57-1.77, run by run.  The vpaddd reading vpsadbw's
# result is late as one reading an FMA unit's result is (`slowforward'
# of write id 2, charged to every third instance: 1.67).  Before, the
# model said 1.01.  cond.c:141 of the corpus measures 1.54-1.55 (1.00
# -> 1.67).
# SOURCE: a program of its own on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 1.67
.L0:
	vpsadbw	%ymm5, %ymm3, %ymm0
	vpaddd	%ymm0, %ymm1, %ymm1
	incq	%rax
	cmpq	%rax, %rdx
	jne	.Lout
