# Zen 4: a load of a 512-bit operand takes the FP load path twice (two
# 256-bit halves): one zmm load a cycle, masked or not (form-fixes, a
# `key:' row on the 512-bit source; LLVM's classes: two a cycle, 1.00
# here).
# SOURCE: gcc-mca-measure on the Zen 4 host: 2.00 cycles per iteration
# (unmasked 2.00, zero-masked 2.00; three ymm loads 1.50)
# CPU: znver4
# CYCLES: 2.00
.L48:
	vmovups	(%rsi), %zmm1{%k1}
	vmovups	64(%rsi), %zmm2{%k1}
