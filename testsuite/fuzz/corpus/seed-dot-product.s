# The dot-product kernel of the llvm-mca manual: a vector multiply and two
# horizontal adds, analysed with: gcc-mca -mcpu=btver2 -iterations=300
vmulps   %xmm0, %xmm1, %xmm2
vhaddps  %xmm2, %xmm2, %xmm3
vhaddps  %xmm3, %xmm3, %xmm4
