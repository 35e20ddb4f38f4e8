# Zen 5: crc32 takes 3 cycles on the three ALUs that multiply and
# shift.  Four crc32q into registers of their own (each a chain through
# its destination) measure 3.12 cycles an iteration, crc32l 3.02,
# crc32b 3.00, six crc32q 2.99; the model had 4.00 and 6.00 (LLVM's Zen
# 4 class holds ALU1 besides: one a cycle).  The six below, crc32w
# among them, measure 3.00 (the model had 6.00).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), minimum of 15 runs
# CPU: znver5
# CYCLES: 3.00
	crc32q	%rsi, %r8
	crc32l	%esi, %r9d
	crc32b	%sil, %r10d
	crc32q	%rsi, %r11
	crc32q	%rsi, %r12
	crc32w	%si, %r13d
