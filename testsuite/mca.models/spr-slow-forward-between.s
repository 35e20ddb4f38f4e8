# Emerald Rapids: an add between the multiply and the chain takes the
# lateness off the chain: vpmaddwd, vpaddd into a temporary, vpaddd
# accumulating the temporary, 1.50 cycles per iteration measured on the
# Emerald Rapids host with gcc-mca-measure (three operations on ports 0
# and 5); the temporary's add is late, no add of the chain reads the
# multiply (`slowforward').
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 1.5
	vpmaddwd	%zmm3, %zmm2, %zmm0
	vpaddd	%zmm4, %zmm0, %zmm5
	vpaddd	%zmm1, %zmm5, %zmm1
