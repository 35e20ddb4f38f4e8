# Zen 5: four independent vpmulld of zmm registers.  Zen 5 runs a
# 512-bit operation in one pass: one cycle of an FP pipe 0 or 1 each,
# as on ymm, where Zen 4 holds the pipe two cycles (znver5 said 4.00
# while its full512 rule missed the classes fp-pipes.py derives).
# Measured: 2.01.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 2.01
vpmulld %zmm1, %zmm2, %zmm3
vpmulld %zmm1, %zmm2, %zmm4
vpmulld %zmm1, %zmm2, %zmm5
vpmulld %zmm1, %zmm2, %zmm6
