# Emerald Rapids: an integer vector operation reading a result of the
# FMA units is two cycles late on ports 0 and 5, the ports of a 512-bit
# add: vpmaddwd feeding a vpaddd chain 3.03 cycles per iteration
# measured on the Emerald Rapids host with gcc-mca-measure (vpmulld,
# vpmuludq, vpmullw, vpmaddubsw, vmulps, vcvtdq2ps feeding vpaddd, vpsubd,
# vpord, vpternlogd 2.88-3.06); the vpaddd chain beside an independent
# vpmaddwd 1.00.  Before the `slowforward' lines the model said 1.00.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 3.0
	vpmaddwd	%zmm3, %zmm2, %zmm0
	vpaddd	%zmm1, %zmm0, %zmm1
