# Emerald Rapids: an operation of ports 0 and 1 reading a result of the
# FMA units is late every other time: vpmaddwd feeding a vpcmpeqd chain
# 2.00 cycles per iteration, a vpmaxsd chain 2.01, measured on the
# Emerald Rapids host with gcc-mca-measure (`slowforward': port 0 of
# two).  Before, the model said 1.08.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 2.0
	vpmaddwd	%ymm3, %ymm2, %ymm0
	vpcmpeqd	%ymm1, %ymm0, %ymm1
