# Zen 3: bsr of memory takes ALU1 five cycles, one more than its
# register form (uops.info: BSR (R32, M32) 5.00, BSR (R32, R32) 4.00;
# LLVM's model 4 for both).  Measured on the Zen 3 host with
# gcc-mca-measure: bsrl (%rsi,%rcx) 5.00 cycles per iteration, bsrl
# (%rsi) 5.00, bsrl %edi 4.00.
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1)
# CPU: znver3
# CYCLES: 5.00
	bsrl	(%rsi,%rcx), %eax
